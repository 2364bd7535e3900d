import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiOrder, PaymentMethod } from '@shop/shared/contract';
import { PaymentMethodChoices } from '@shop/shared/payment';
import { Button } from '@shop/shared/ui';
import { payKujiOrderAgain } from '../../api/kujiOrders';
import { kujiOrderStanding } from '../../lib/kujiOrderStanding';
import { continueKujiPayment } from '../../lib/kujiPayment';
import { ns } from '../../namespace';
import * as styles from './pay-kuji.module.css';

/**
 * Paying a kuji order that is not paid yet, while it still holds its tickets: a payment under way is continued
 * (its QR code, or the provider's card page); one that failed or was canceled is started again (POST
 * kuji-order/{id}), by the same method or another.
 */
export function PayKujiOrder({ order }: { order: KujiOrder }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>(order.purchase?.method ?? order.method);
  const [busy, setBusy] = useState(false);
  const standing = kujiOrderStanding(order);

  if (standing === 'waiting')
    return (
      <Button variant="primary" onClick={() => continueKujiPayment(order, navigate)} data-testid="continue-payment">
        {t('orderDetail.continuePayment')}
      </Button>
    );

  const pay = async () => {
    setBusy(true);
    try {
      const { data } = await payKujiOrderAgain(order.order_id, { method }, { loading: true });
      continueKujiPayment(data, navigate);
    } catch {
      // The API client said why (the order can no longer be paid, say).
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.payAgain} data-testid="pay-again">
      <PaymentMethodChoices name="pay-again-method" value={method} onChange={setMethod} />
      <Button variant="primary" busy={busy} onClick={() => void pay()}>
        {t('orderDetail.payAgain')}
      </Button>
    </div>
  );
}
