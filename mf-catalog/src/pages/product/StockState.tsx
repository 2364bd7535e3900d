import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@shop/shared/contract';
import { formatDate } from '@shop/shared/format';
import { ns } from '../../namespace';
import * as styles from './stock-state.module.css';

/** Below this many units left, the page says how many. */
const lowStock = 5;

/** In stock (or how few are left), pre-order with its release date, sold out, or unavailable. */
export function StockState({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(ns);
  let text: string;
  let tone: 'ok' | 'warn' | 'off';
  switch (product.availability) {
    case 'available':
      text = product.stock <= lowStock ? t('product.stock.low', { count: product.stock }) : t('product.stock.available');
      tone = product.stock <= lowStock ? 'warn' : 'ok';
      break;
    case 'pre_order':
      text = t('product.stock.preOrder');
      tone = 'ok';
      break;
    case 'sold_out':
      text = t('product.stock.soldOut');
      tone = 'off';
      break;
    default:
      text = t('product.stock.unavailable');
      tone = 'off';
  }
  return (
    <p className={`${styles.stock} ${styles[tone]}`} data-testid="stock-state">
      <span className={styles.dot} aria-hidden="true" />
      {text}
      {product.availability === 'pre_order' && (
        <span className={styles.release} data-testid="release-date">
          {t('product.releaseDate', { date: formatDate(product.release_date) })}
        </span>
      )}
    </p>
  );
}
