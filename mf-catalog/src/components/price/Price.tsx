import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { approximatePrice, discountOf, discountPercent, effectivePrice, formatTwd, type Priced } from '@shop/shared/format';
import { $currencyRates, $locale } from '@shop/shared/stores';
import { ns } from '../../namespace';
import './price.css';

interface PriceProps {
  item: Priced;
  /** The detail page also shows the amount in CNY or USD where the shopper's language suggests it. */
  withApproximate?: boolean;
  size?: 'small' | 'large';
}

/** Selling price, the marked price struck through and the percentage off when discounted. */
export function Price({ item, withApproximate = false, size = 'small' }: PriceProps) {
  const { t } = useTranslation(ns);
  const locale = useStore($locale);
  const rates = useStore($currencyRates);
  const price = effectivePrice(item);
  const discounted = discountOf(item) > 0;
  const approximate = withApproximate ? approximatePrice(price, locale, rates) : null;
  return (
    <p className={`price price-${size}`}>
      <span className="price-current" data-testid="price">
        <span className="visually-hidden">{t('price.current')} </span>
        {formatTwd(price)}
      </span>
      {discounted && (
        <>
          <s className="price-marked">
            <span className="visually-hidden">{t('price.marked')} </span>
            {formatTwd(item.marked_price ?? 0)}
          </s>
          <span className="price-off">{t('price.off', { percent: discountPercent(item) })}</span>
        </>
      )}
      {approximate && (
        <span className="price-approximate" data-testid="approximate-price" title={t('price.approximateHint')}>
          {approximate.text}
        </span>
      )}
    </p>
  );
}
