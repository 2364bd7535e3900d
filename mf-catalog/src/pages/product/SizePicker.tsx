import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@shop/shared/contract';
import { effectivePrice, formatTwd } from '@shop/shared/format';
import { ns } from '../../namespace';
import * as styles from './size-picker.module.css';

/**
 * The sizes of a product sold in sizes: each size is a product of its own (its price, its stock, its cart line), so
 * choosing one opens its page in place of this one (docs/decisions/010-product-variants.md).
 */
export function SizePicker({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  return (
    <div className={styles.picker} data-testid="size-picker">
      <p id={headingId} className={styles.heading}>
        {t('product.size.label')}
      </p>
      <ul className={styles.sizes} aria-labelledby={headingId}>
        {product.variants.map((size) => {
          const chosen = size.product_id === product.product_id;
          const soldOut = size.availability === 'sold_out' || size.availability === 'unavailable';
          return (
            <li key={size.product_id}>
              <Link
                to={`/product/${size.product_id}`}
                // Choosing a size is not a new page to go back through.
                replace
                className={`${styles.size} ${chosen ? styles.chosen : ''} ${soldOut ? styles.soldOut : ''}`}
                aria-current={chosen ? 'true' : undefined}
                aria-label={[
                  size.label,
                  effectivePrice(size) === effectivePrice(product) ? '' : formatTwd(effectivePrice(size)),
                  soldOut ? t('product.size.soldOut') : '',
                ]
                  .filter(Boolean)
                  .join(', ')}
              >
                {size.label}
              </Link>
            </li>
          );
        })}
      </ul>
      {product.variant_label === null && <p className={styles.hint}>{t('product.size.choose')}</p>}
    </div>
  );
}
