import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@shop/shared/contract';
import { effectivePrice, formatTwd } from '@shop/shared/format';
import { QuantityStepper, ShopImage } from '@shop/shared/ui';
import { ItemPrice } from '../../components/item-price/ItemPrice';
import { SubProducts, setPriceOf } from '../../components/sub-products/SubProducts';
import { setItemsOf } from '../../lib/setItems';
import type { BlockedReason } from '../../lib/cartGroups';
import { overLimit, settableAmount } from '../../lib/cartGroups';
import { ns } from '../../namespace';
import * as styles from './cart-line.module.css';

interface CartLineRowProps {
  line: CartItem;
  /** Set for a line that can only be removed. */
  blocked?: BlockedReason;
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  onAmount?: (amount: number) => void;
  onRemove: () => void;
  /** A change of this line is on its way to the API. */
  busy?: boolean;
}

/** One cart line: picture, name, options, unit price, quantity, line total, remove. */
export function CartLineRow({ line, blocked, selected = false, onSelect, onAmount, onRemove, busy = false }: CartLineRowProps) {
  const { t } = useTranslation(ns);
  const nameId = useId();
  const { product } = line;
  const tooMany = !blocked && overLimit(line);
  return (
    <li
      className={blocked ? `${styles.line} ${styles.blocked}` : styles.line}
      aria-labelledby={nameId}
      aria-busy={busy}
      data-testid="cart-line"
      data-product-id={line.product_id}
    >
      <div className={styles.select}>
        {onSelect && (
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={selected}
            disabled={busy || tooMany}
            aria-label={t('cart.line.select', { name: product.display_name })}
            onChange={(event) => onSelect(event.target.checked)}
          />
        )}
      </div>
      <Link to={`/product/${line.product_id}`} className={styles.picture} tabIndex={-1} aria-hidden="true">
        <ShopImage src={product.image} alt="" width={88} height={88} className={styles.image} />
      </Link>
      <div className={styles.info}>
        <Link to={`/product/${line.product_id}`} id={nameId} className={styles.name}>
          {product.display_name}
        </Link>
        <ul className={styles.marks}>
          {line.state === 'pre_order' && <li className={styles.accent}>{t('cart.line.preOrder')}</li>}
          {product.is_single_checkout && <li>{t('cart.line.single')}</li>}
          {blocked && (
            <li className={styles.alert} data-testid="blocked-reason">
              {t(`cart.unavailable.reason.${blocked}`)}
            </li>
          )}
        </ul>
        <SubProducts infos={setItemsOf(line)} />
        <ItemPrice item={product} label={t('cart.line.unitPrice')} />
        {tooMany && (
          <p className={styles.warning} role="status">
            {t('cart.line.overLimit', { count: line.max_amount })}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {blocked ? (
          <span className={styles.amount}>× {line.amount}</span>
        ) : (
          onAmount && (
            <div className={styles.quantity}>
              <QuantityStepper
                value={line.amount}
                max={line.max_amount}
                onChange={(asked) => {
                  const amount = settableAmount(line, asked);
                  if (amount !== line.amount) onAmount(amount);
                }}
                disabled={busy}
                size="compact"
              />
              <span className={styles.limit}>{t('cart.line.limit', { max: line.max_amount })}</span>
            </div>
          )
        )}
        <p className={styles.total}>
          <span className={styles.totalLabel}>{t('cart.line.total')}</span>{' '}
          <span data-testid="line-total">
            {formatTwd((effectivePrice(product) + setPriceOf(setItemsOf(line))) * line.amount)}
          </span>
        </p>
        <button
          type="button"
          className={styles.remove}
          disabled={busy}
          aria-label={t('cart.line.removeName', { name: product.display_name })}
          onClick={onRemove}
        >
          {t('cart.line.remove')}
        </button>
      </div>
    </li>
  );
}
