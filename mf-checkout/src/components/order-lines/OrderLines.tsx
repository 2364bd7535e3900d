import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTwd } from '@shop/shared/format';
import { ShopImage } from '@shop/shared/ui';
import { ItemPrice } from '../item-price/ItemPrice';
import { ns } from '../../namespace';
import * as styles from './order-lines.module.css';

export interface OrderLineView {
  productId: number;
  name: string;
  image: string;
  unitPrice: number;
  markedPrice: number;
  amount: number;
  preOrder: boolean;
  /** What the line includes (its options), already worded. */
  extra?: ReactNode;
  /** What its set items add to one unit (in the line total). */
  setPrice?: number;
}

/** The products of an order or a checkout, read-only: picture, name, unit price, amount and line total. */
export function OrderLines({ lines }: { lines: readonly OrderLineView[] }) {
  const { t } = useTranslation(ns);
  return (
    <ul className={styles.lines} data-testid="order-lines">
      {lines.map((line) => (
        <li key={line.productId} className={styles.line} data-testid="order-line" data-product-id={line.productId}>
          <ShopImage src={line.image} alt="" width={64} height={64} className={styles.image} />
          <div className={styles.info}>
            <p className={styles.name}>
              {line.name}
              {line.preOrder && <span className={styles.mark}>{t('cart.line.preOrder')}</span>}
            </p>
            {line.extra}
            <ItemPrice
              item={{ selling_price: line.unitPrice, marked_price: line.markedPrice }}
              label={t('cart.line.unitPrice')}
            />
          </div>
          <div className={styles.numbers}>
            <span className={styles.amount}>× {line.amount}</span>
            <span className={styles.total}>{formatTwd((line.unitPrice + (line.setPrice ?? 0)) * line.amount)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
