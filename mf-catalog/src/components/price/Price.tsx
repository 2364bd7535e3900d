import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { approximatePrice, discountOf, discountPercent, effectivePrice, formatTwd, type Priced } from '@shop/shared/format';
import { $currencyRates, useLocale } from '@shop/shared/stores';
import { ns } from '../../namespace';
import { VisuallyHidden } from '@shop/shared/ui';
import * as styles from './price.module.css';

interface PriceProps {
  item: Priced;
  /** The detail page also shows the amount in CNY or USD where the shopper's language suggests it. */
  withApproximate?: boolean;
  size?: 'small' | 'large';
}

const noRates: Record<string, number> = {};

/** Selling price, the marked price struck through and the percentage off when discounted. */
export function Price({ item, withApproximate = false, size = 'small' }: PriceProps) {
  const { t } = useTranslation(ns);
  const locale = useLocale();
  // The day's rates are kept in this browser: server-rendered HTML shows TWD only, the rest after hydration.
  const rates = useStore($currencyRates, { ssr: () => noRates });
  const price = effectivePrice(item);
  const discounted = discountOf(item) > 0;
  const approximate = withApproximate ? approximatePrice(price, locale, rates) : null;
  return (
    <p className={size === 'large' ? `${styles.price} ${styles.large}` : styles.price}>
      <span className={styles.current} data-testid="price">
        <VisuallyHidden>{t('price.current')} </VisuallyHidden>
        {formatTwd(price)}
      </span>
      {discounted && (
        <>
          <s className={styles.marked}>
            <VisuallyHidden>{t('price.marked')} </VisuallyHidden>
            {formatTwd(item.marked_price ?? 0)}
          </s>
          <span className={styles.off}>{t('price.off', { percent: discountPercent(item) })}</span>
        </>
      )}
      {approximate && (
        <span className={styles.approximate} data-testid="approximate-price" title={t('price.approximateHint')}>
          {approximate.text}
        </span>
      )}
    </p>
  );
}
