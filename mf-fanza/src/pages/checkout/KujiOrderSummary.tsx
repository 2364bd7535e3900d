import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { KujiQuote } from '@shop/shared/contract';
import { formatTwd } from '@shop/shared/format';
import { Button } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './checkout.module.css';

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
  const headingId = useId();
  return (
    <aside className={styles.summary} aria-labelledby={headingId} aria-busy={pricing} data-testid="kuji-summary">
      <h2 id={headingId} className={styles.summaryTitle}>
        {t('checkout.summary.heading')}
      </h2>
      <dl className={styles.amounts}>
        <div>
          <dt>{t('checkout.summary.draws', { count: draws, price: formatTwd(price) })}</dt>
          <dd data-testid="kuji-subtotal">{formatTwd(amounts.subtotal)}</dd>
        </div>
        {amounts.discount > 0 && (
          <div>
            <dt>{t('checkout.summary.discount', { code: couponCode })}</dt>
            <dd data-testid="kuji-discount">−{formatTwd(amounts.discount)}</dd>
          </div>
        )}
        <div className={styles.totalRow}>
          <dt>{t('checkout.summary.total')}</dt>
          <dd data-testid="kuji-total">{formatTwd(amounts.total)}</dd>
        </div>
      </dl>
      <p className={styles.problem} role="alert" data-testid="checkout-problem">
        {problem}
      </p>
      <Button type="submit" variant="primary" block busy={submitting || pricing}>
        {t('checkout.summary.place', { amount: formatTwd(amounts.total) })}
      </Button>
      <p className={styles.fine}>{t('checkout.summary.fine')}</p>
    </aside>
  );
}
