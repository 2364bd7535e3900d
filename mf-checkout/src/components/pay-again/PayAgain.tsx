import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, PaymentMethod } from '@shop/shared/contract';
import { Button } from '@shop/shared/ui';
import { paymentMethods, paymentNamespace } from '@shop/shared/payment';
import { ns } from '../../namespace';
import { usePayAgain } from './usePayAgain';
import * as styles from './pay-again.module.css';

/**
 * Pays an unpaid order again (POST order/{id}), by the same method or another: the new payment replaces the
 * earlier one, and the shopper goes on to the card page or the QR code as at checkout.
 */
export function PayAgain({ order, token }: { order: OrderDetail; token: string | null }) {
  const { t } = useTranslation(ns);
  const { t: tp } = useTranslation(paymentNamespace);
  const legendId = useId();
  const [method, setMethod] = useState<PaymentMethod>(order.purchase?.method ?? order.payment_method);
  const { busy, pay } = usePayAgain(token);

  return (
    <div className={styles.payAgain} role="group" aria-labelledby={legendId} data-testid="pay-again">
      <p id={legendId} className={styles.legend}>
        {t('result.payAgain.method')}
      </p>
      <div className={styles.methods}>
        {paymentMethods.map((value) => (
          <label key={value} className={styles.method}>
            <input
              type="radio"
              className={styles.radio}
              name="pay-again-method"
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            {tp(`methods.${value}`)}
          </label>
        ))}
      </div>
      <Button variant="primary" busy={busy} onClick={() => void pay(order.order_id, method)}>
        {t('result.payAgain.button')}
      </Button>
    </div>
  );
}
