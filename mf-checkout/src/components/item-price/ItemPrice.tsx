import { useTranslation } from 'react-i18next';
import { discountOf, effectivePrice, formatTwd, type Priced } from '@shop/shared/format';
import { VisuallyHidden } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './item-price.module.css';

/** A unit price: what is paid, and the marked price struck through when it is discounted. */
export function ItemPrice({ item, label }: { item: Priced; label: string }) {
  const { t } = useTranslation(ns);
  return (
    <p className={styles.price}>
      <VisuallyHidden>{label} </VisuallyHidden>
      <span className={styles.current}>{formatTwd(effectivePrice(item))}</span>
      {discountOf(item) > 0 && (
        <s className={styles.marked}>
          <VisuallyHidden>{t('price.marked')} </VisuallyHidden>
          {formatTwd(item.marked_price ?? 0)}
        </s>
      )}
    </p>
  );
}
