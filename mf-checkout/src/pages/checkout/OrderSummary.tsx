import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppliedCoupon, OrderAmounts } from '@shop/shared/contract';
import { formatTwd } from '@shop/shared/format';
import { Button } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './checkout.module.css';

interface OrderSummaryProps {
  amounts: OrderAmounts;
  coupon: AppliedCoupon | null;
  /** No delivery method yet: the shipping fee is not known. */
  shippingKnown: boolean;
  /** Why the order cannot be placed as it stands (shown above the button). */
  problem: string | null;
  submitting: boolean;
}

/** Goods, shipping, discount and what is paid, with the button that places the order and starts paying. */
export function OrderSummary({ amounts, coupon, shippingKnown, problem, submitting }: OrderSummaryProps) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  return (
    <aside className={styles.summary} aria-labelledby={headingId} data-testid="checkout-summary">
      <h2 id={headingId} className={styles.summaryTitle}>
        {t('cart.summary.heading')}
      </h2>
      <dl className={styles.amounts}>
        <div>
          <dt>{t('cart.summary.subtotal')}</dt>
          <dd data-testid="checkout-subtotal">{formatTwd(amounts.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('cart.summary.shipping')}</dt>
          <dd data-testid="checkout-shipping">
            {!shippingKnown
              ? t('cart.summary.shippingNone')
              : amounts.shipping_fee === 0
                ? t('cart.summary.shippingFree')
                : formatTwd(amounts.shipping_fee)}
          </dd>
        </div>
        {coupon && (
          <div>
            <dt>{t('checkout.summary.discount', { name: coupon.display_name })}</dt>
            <dd data-testid="checkout-discount">−{formatTwd(amounts.discount)}</dd>
          </div>
        )}
        <div className={styles.totalRow}>
          <dt>{t('cart.summary.total')}</dt>
          <dd data-testid="checkout-total">{formatTwd(amounts.total)}</dd>
        </div>
      </dl>
      <p className={styles.formProblem} role="alert" data-testid="checkout-problem">
        {problem}
      </p>
      <Button type="submit" variant="primary" block busy={submitting} className={styles.placeOrder}>
        {t('checkout.summary.placeOrder', { amount: formatTwd(amounts.total) })}
      </Button>
      <p className={styles.fine}>{t('checkout.summary.fine')}</p>
    </aside>
  );
}
