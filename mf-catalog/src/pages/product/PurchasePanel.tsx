import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, messageFor } from '@shop/shared/transport';
import type { ProductDetail } from '@shop/shared/contract';
import { $cartList, $signedIn, showToast } from '@shop/shared/stores';
import { addToCart, addableQuantity, cartErrorMessages, holdLimit, selectOnly } from '@shop/shared/cart';
import { Button } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { clampQuantity } from './quantity';
import { QuantityStepper } from './QuantityStepper';
import * as styles from './purchase-panel.module.css';

type Busy = 'add' | 'buy' | null;

/**
 * Quantity, Add to cart and Buy now for a product that can be bought. Visitors are sent to log in first
 * (the cart belongs to a member) and come back to this product afterwards.
 */
export function PurchasePanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useStore($signedIn);
  const inCart = useStore($cartList).find((line) => line.product_id === product.product_id)?.amount ?? 0;
  const addable = addableQuantity(product, inCart);
  const [wanted, setWanted] = useState(1);
  const quantity = clampQuantity(wanted, addable);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();

  const toLogin = () => navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);

  const run = async (kind: Exclude<Busy, null>) => {
    if (!signedIn) {
      toLogin();
      return;
    }
    setBusy(kind);
    setError(null);
    try {
      // Buy now with the most already in the cart goes straight on with what the cart holds.
      const line =
        kind === 'buy' && quantity === 0
          ? { product_id: product.product_id, amount: inCart }
          : (await addToCart(product, quantity)).data.find((item) => item.product_id === product.product_id);
      if (kind === 'add') {
        showToast(t('product.added'), 'success');
        setWanted(1);
      } else if (line) {
        selectOnly(line);
        navigate('/checkout');
      }
    } catch (caught) {
      if (caught instanceof ApiError) setError(await messageFor(caught, { errorMessages: cartErrorMessages() }));
    } finally {
      setBusy(null);
    }
  };

  const limit = holdLimit(product);
  const full = addable === 0;

  return (
    <div className={styles.purchase} data-testid="purchase-panel">
      <QuantityStepper value={quantity} max={addable} onChange={setWanted} disabled={busy !== null} describedBy={hintId} />
      <p className={styles.hint} id={hintId}>
        {full && inCart > 0 ? t('product.maxInCart') : t('product.limit', { limit })}
        {inCart > 0 && !full && <> · {t('product.inCart', { count: inCart })}</>}
      </p>
      <div className={styles.actions}>
        <Button
          className={styles.action}
          disabled={busy !== null || (signedIn && full)}
          busy={busy === 'add'}
          onClick={() => void run('add')}
        >
          {t('product.addToCart')}
        </Button>
        <Button
          variant="primary"
          className={styles.action}
          disabled={busy !== null || (signedIn && full && inCart === 0)}
          busy={busy === 'buy'}
          onClick={() => void run('buy')}
        >
          {t('product.buyNow')}
        </Button>
      </div>
      {product.is_single_checkout && (
        <p className={styles.single} data-testid="single-checkout-hint">
          {t('product.singleCheckout')}
        </p>
      )}
      {error && (
        <p className={styles.error} data-testid="purchase-error">
          {error}
        </p>
      )}
    </div>
  );
}
