import { useTranslation } from 'react-i18next';
import type { AppliedCoupon, OrderAmounts } from '@shop/shared/contract';
import { formatTwd } from '@shop/shared/format';
import { AmountRows, OrderSummaryCard, VisuallyHidden } from '@shop/shared/ui';
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

const marker = '\u0000';

/**
 * "Place order and pay NT$1,420" with the amount in an element of its own: in the bar at a phone's bottom the
 * total stands beside the button, so the amount is said to assistive technology but not shown twice.
 */
function placeOrderLabel(label: string, amount: string) {
  const [before, after = ''] = label.split(marker);
  return (
    <>
      {before}
      {/* Below 1024 px the bar at the screen's bottom (OrderSummaryCard's StickyBuyBar) shows the total already. */}
      <VisuallyHidden until="large">{amount}</VisuallyHidden>
      {after}
    </>
  );
}

/**
 * Goods, shipping, discount and what is paid, with the button that places the order and starts paying: on a phone
 * that button and the total stay at the screen's bottom, wherever the shopper is in the form.
 */
export function OrderSummary({ amounts, coupon, shippingKnown, problem, submitting }: OrderSummaryProps) {
  const { t } = useTranslation(ns);
  return (
    <OrderSummaryCard
      title={t('cart.summary.heading')}
      problem={problem}
      submitLabel={placeOrderLabel(t('checkout.summary.placeOrder', { amount: marker }), formatTwd(amounts.total))}
      submitting={submitting}
      fine={t('checkout.summary.fine')}
      testId="checkout-summary"
      bar={{
        label: t('checkout.summary.payBar'),
        total: (
          <span className={styles.barTotal}>
            <span>{t('cart.summary.total')}</span>
            <strong data-testid="pay-bar-total">{formatTwd(amounts.total)}</strong>
          </span>
        ),
      }}
    >
      <AmountRows
        rows={[
          { label: t('cart.summary.subtotal'), amount: formatTwd(amounts.subtotal), testId: 'checkout-subtotal' },
          {
            label: t('cart.summary.shipping'),
            amount: !shippingKnown
              ? t('cart.summary.shippingNone')
              : amounts.shipping_fee === 0
                ? t('cart.summary.shippingFree')
                : formatTwd(amounts.shipping_fee),
            testId: 'checkout-shipping',
          },
          coupon && {
            label: t('checkout.summary.discount', { name: coupon.display_name }),
            amount: `−${formatTwd(amounts.discount)}`,
            testId: 'checkout-discount',
          },
        ]}
        total={{ label: t('cart.summary.total'), amount: formatTwd(amounts.total), testId: 'checkout-total' }}
      />
    </OrderSummaryCard>
  );
}
