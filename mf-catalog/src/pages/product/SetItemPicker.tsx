import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail, SubProductInfo } from '@shop/shared/contract';
import { formatTwd } from '@shop/shared/format';
import { ns } from '../../namespace';
import * as styles from './set-item-picker.module.css';

type SetItem = ProductDetail['set_items'][number];

interface SetItemPickerProps {
  items: readonly SetItem[];
  chosen: readonly SubProductInfo[];
  onChange: (chosen: SubProductInfo[]) => void;
  disabled: boolean;
}

/**
 * The set items a product offers (its sub-products): each may be added to every unit bought, up to the offer's
 * most, at the set's price. What is chosen goes with the line into the cart or the checkout.
 */
export function SetItemPicker({ items, chosen, onChange, disabled }: SetItemPickerProps) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  const amountOf = (id: number) => chosen.find((c) => c.product_id === id)?.amount ?? 0;
  // Kept in the product page's offer order, whatever order they were ticked in.
  const set = (id: number, amount: number) =>
    onChange(
      items
        .map((s) => ({ product_id: s.item.product_id, amount: s.item.product_id === id ? amount : amountOf(s.item.product_id) }))
        .filter((c) => c.amount > 0),
    );
  return (
    <fieldset className={styles.picker} aria-labelledby={headingId} data-testid="set-items">
      <legend id={headingId} className={styles.heading}>
        {t('product.setItems.heading')}
      </legend>
      {items.map(({ item, unit_price, max_amount }) => {
        const soldOut = item.availability === 'sold_out' || item.availability === 'unavailable';
        const amount = amountOf(item.product_id);
        return (
          <div key={item.product_id} className={styles.item} data-testid="set-item">
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={amount > 0}
                disabled={disabled || soldOut}
                onChange={(event) => set(item.product_id, event.target.checked ? 1 : 0)}
              />
              <span>
                {t('product.setItems.item', { name: item.display_name, price: formatTwd(unit_price) })}
                {soldOut && <span className={styles.soldOut}> {t('product.stock.soldOut')}</span>}
              </span>
            </label>
            {max_amount > 1 && amount > 0 && (
              <select
                className={styles.amount}
                aria-label={t('product.setItems.amount', { name: item.display_name })}
                value={amount}
                disabled={disabled}
                onChange={(event) => set(item.product_id, Number(event.target.value))}
              >
                {Array.from({ length: max_amount }, (_, i) => (
                  <option key={i + 1} value={i + 1}>
                    × {i + 1}
                  </option>
                ))}
              </select>
            )}
          </div>
        );
      })}
      <p className={styles.note}>{t('product.setItems.note')}</p>
    </fieldset>
  );
}
