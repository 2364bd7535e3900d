import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@shop/shared/contract';
import { effectivePrice, formatTwd } from '@shop/shared/format';
import { Button } from '@shop/shared/ui';
import { lineOrigin } from '../../lib/cartGroups';
import { setPriceOf } from '../../components/sub-products/SubProducts';
import { setItemsOf } from '../../lib/setItems';
import { shippingEstimate, type FeeRow } from '../../lib/shipping';
import { ns } from '../../namespace';
import * as styles from './cart-page.module.css';

interface CartSummaryProps {
  selected: CartItem[];
  fees: readonly FeeRow[];
  countryCode: string;
  /** Why the last try to select or check out was refused, in the shopper's words. */
  notice: string | null;
  onCheckout: () => void;
}

/** The selection's origin, subtotal, shipping estimate and total, and the way to the checkout. */
export function CartSummary({ selected, fees, countryCode, notice, onCheckout }: CartSummaryProps) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  const first = selected[0];
  const subtotal = selected.reduce(
    (sum, line) => sum + (effectivePrice(line.product) + setPriceOf(setItemsOf(line))) * line.amount,
    0,
  );
  const estimate = first ? shippingEstimate(fees, countryCode, lineOrigin(first), subtotal) : null;
  const shipping = estimate?.fee ?? 0;
  const count = selected.reduce((sum, line) => sum + line.amount, 0);

  return (
    <aside className={styles.summary} aria-labelledby={headingId} data-testid="cart-summary">
      <h2 id={headingId} className={styles.summaryTitle}>
        {t('cart.summary.heading')}
      </h2>
      <p className={styles.notice} role="alert" data-testid="cart-notice">
        {notice}
      </p>
      <p className={styles.summaryMeta}>
        {t('cart.summary.selected', { count })}
        {first && ` · ${t('cart.summary.origin', { origin: t(`cart.origin.${lineOrigin(first)}`) })}`}
      </p>
      <dl className={styles.amounts}>
        <div>
          <dt>{t('cart.summary.subtotal')}</dt>
          <dd data-testid="summary-subtotal">{formatTwd(subtotal)}</dd>
        </div>
        <div>
          <dt>{t('cart.summary.shipping')}</dt>
          <dd data-testid="summary-shipping">
            {!estimate ? t('cart.summary.shippingNone') : shipping === 0 ? t('cart.summary.shippingFree') : formatTwd(shipping)}
          </dd>
          {estimate && estimate.fee > 0 && estimate.freeFrom !== null && (
            <dd className={styles.freeFrom}>{t('cart.summary.freeFrom', { amount: formatTwd(estimate.freeFrom) })}</dd>
          )}
        </div>
        <div className={styles.totalRow}>
          <dt>{t('cart.summary.total')}</dt>
          <dd data-testid="summary-total">{formatTwd(subtotal + shipping)}</dd>
        </div>
      </dl>
      <p className={styles.shippingNote}>{t('cart.summary.shippingNote')}</p>
      <Button variant="primary" className={styles.checkout} onClick={onCheckout}>
        {t('cart.summary.checkout')}
      </Button>
    </aside>
  );
}
