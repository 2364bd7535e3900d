import { useTranslation } from 'react-i18next';
import type { KujiQuote } from '@shop/shared/contract';
import { formatTwd } from '@shop/shared/format';
import { AmountRows, OrderSummaryCard } from '@shop/shared/ui';
import { ns } from '../../namespace';

interface KujiOrderSummaryProps {
  draws: number;
  price: number;
  amounts: Pick<KujiQuote, 'subtotal' | 'discount' | 'total'>;
  couponCode: string | null;
  /** The coupon is being priced for the draws as they are now. */
  pricing: boolean;
  problem: string | null;
  submitting: boolean;
}

/** Draws × price, the coupon's discount and what is paid, with the button that buys the draws and pays. */
export function KujiOrderSummary({ draws, price, amounts, couponCode, pricing, problem, submitting }: KujiOrderSummaryProps) {
  const { t } = useTranslation(ns);
  return (
    <OrderSummaryCard
      title={t('checkout.summary.heading')}
      problem={problem}
      submitLabel={t('checkout.summary.place', { amount: formatTwd(amounts.total) })}
      submitting={submitting}
      pricing={pricing}
      fine={t('checkout.summary.fine')}
      testId="kuji-summary"
    >
      <AmountRows
        rows={[
          {
            label: t('checkout.summary.draws', { count: draws, price: formatTwd(price) }),
            amount: formatTwd(amounts.subtotal),
            testId: 'kuji-subtotal',
          },
          amounts.discount > 0 && {
            label: t('checkout.summary.discount', { code: couponCode }),
            amount: `−${formatTwd(amounts.discount)}`,
            testId: 'kuji-discount',
          },
        ]}
        total={{ label: t('checkout.summary.total'), amount: formatTwd(amounts.total), testId: 'kuji-total' }}
      />
    </OrderSummaryCard>
  );
}
