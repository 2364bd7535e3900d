import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, messageFor } from '@shop/shared/transport';
import type { ProductDetail, SubProductInfo } from '@shop/shared/contract';
import { AdmittedNote, DropEntry, useDropGate, type DropGate } from '@shop/shared/drop';
import { $cartList, $signedIn, showToast, type CartItem, type CartLine } from '@shop/shared/stores';
import { addToCart, addableQuantity, cartErrorMessages, holdLimit, limitReason, selectOnly } from '@shop/shared/cart';
import { Button, QuantityStepper, StickyBuyBar, clampQuantity } from '@shop/shared/ui';
import { effectivePrice, formatTwd } from '@shop/shared/format';
import { ns } from '../../namespace';
import { addIntentOf, pathWithAddIntent, withoutAddIntent, type AddIntent } from './addAfterSignIn';
import { SetItemPicker } from './SetItemPicker';
import * as styles from './purchase-panel.module.css';

type Busy = 'add' | 'buy' | null;

const emptyCart: CartItem[] = [];

/** What the last press led to when it was not simply "added": fewer went in than asked, or the API refused. */
type Outcome = { kind: 'capped'; added: number } | { kind: 'error'; message: string } | null;

/**
 * Quantity, Add to cart and Buy now for a product that can be bought. Both let a visitor go on: Add to cart signs
 * in first (the cart belongs to a member), comes back to this product and adds what was asked; Buy now takes them
 * to the checkout with this product alone, which offers to sign in or to buy as a guest.
 *
 * The cart may hold at most the product's hold limit (`@shop/shared/cart`). Asking for more adds what fits
 * and says so in one message ("8 added, the limit is 10 per customer"); with the cart at the limit, the
 * stepper shows what the cart holds, Add is off and Buy now goes on with the cart's line.
 *
 * A product that sells through a waiting room (a drop) offers its queue instead, until this tab holds a live
 * admission, which the checkout sends with the order.
 */
export function PurchasePanel({ product }: { product: ProductDetail }) {
  const gate = useDropGate('product', product.product_id, product.drop);
  // A drop without this tab's admission: the queue (or when it opens) instead of the buttons.
  if (gate.gate === 'queue' || gate.gate === 'not_open')
    return (
      <div className={styles.purchase} data-testid="purchase-panel">
        <DropEntry
          gate={gate}
          waitingPath={`/product/${product.product_id}/waiting`}
          summary={<span className={styles.barPrice}>{formatTwd(effectivePrice(product))}</span>}
        />
      </div>
    );
  return <CartPurchase product={product} gate={gate} />;
}

/** The buttons themselves: with a drop's live admission, the same (the checkout sends it) under how long is left. */
function CartPurchase({ product, gate }: { product: ProductDetail; gate: DropGate }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const location = useLocation();
  // Session and cart are this browser's: hydration starts from the server's (signed out, empty cart).
  const signedIn = useStore($signedIn, { ssr: () => false });
  const inCartLine = useStore($cartList, { ssr: () => emptyCart }).find((line) => line.product_id === product.product_id);
  const inCart = inCartLine?.amount ?? 0;
  const limit = holdLimit(product);
  const reason = limitReason(product);
  const addable = addableQuantity(product, inCart);
  const full = addable === 0;
  // What the shopper asked for, typed numbers above what fits included: the add says how many went in.
  const [wanted, setWanted] = useState(1);
  const [busy, setBusy] = useState<Busy>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The set items chosen to go with each unit; with offers, what is added or bought carries exactly these.
  const [setItems, setSetItems] = useState<SubProductInfo[]>([]);
  const offersSets = product.set_items.length > 0;
  const hintId = useId();

  const choose = (value: number) => {
    setWanted(value);
    setOutcome(null);
  };
  const cappedMessage = (added: number) =>
    added > 0 ? t(`product.partial.${reason}`, { added, limit }) : t(`product.noneAdded.${reason}`, { limit });
  const toCheckout = (line: CartLine) => {
    selectOnly(line);
    navigate('/checkout');
  };

  const run = async (kind: Exclude<Busy, null>, asked: AddIntent = { amount: wanted, setItems }) => {
    // A visitor buys now at the checkout, which offers to sign in or go on as a guest; the cart is a member's, so
    // adding signs in first and comes back here with what to add, which is added then (below).
    if (!signedIn && kind === 'buy') {
      toCheckout({
        product_id: product.product_id,
        amount: clampQuantity(asked.amount, limit),
        sub_product_infos: asked.setItems,
      });
      return;
    }
    if (!signedIn) {
      navigate(`/login?redirect=${encodeURIComponent(pathWithAddIntent(location.pathname, location.search, asked))}`);
      return;
    }
    // With the cart at the limit there is nothing to add: Buy now goes on with what the cart holds.
    if (kind === 'buy' && full && inCartLine) {
      toCheckout(inCartLine);
      return;
    }
    setBusy(kind);
    setOutcome(null);
    try {
      // The panel shows the one message itself: a toast for a refusal would say it twice.
      const { added, line } = await addToCart(product, asked.amount, {
        noGlobalError: true,
        setItems: offersSets ? asked.setItems : undefined,
      });
      const capped = added < asked.amount;
      if (kind === 'buy' && line) {
        // The page changes at once; a toast outlives it.
        if (capped) showToast(cappedMessage(added), 'info');
        toCheckout(line);
        return;
      }
      if (capped) setOutcome({ kind: 'capped', added });
      else showToast(t('product.added'), 'success');
      setWanted(1);
    } catch (caught) {
      if (caught instanceof ApiError)
        setOutcome({ kind: 'error', message: await messageFor(caught, { errorMessages: cartErrorMessages() }) });
    } finally {
      setBusy(null);
    }
  };

  // Back from signing in with an Add to cart to finish: it is dropped from the address first (a reload or Back never
  // adds twice), then added as if pressed now.
  const intentDone = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const intent = addIntentOf(params);
    if (!signedIn || !intent || intentDone.current === location.key) return;
    intentDone.current = location.key;
    const rest = withoutAddIntent(params).toString();
    navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true, preventScrollReset: true });
    void run('add', intent);
    // Once per arrival: `run` is the render's and changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, location.key]);

  let hint: string;
  if (outcome?.kind === 'capped') hint = cappedMessage(outcome.added);
  else if (full && inCart > 0) hint = t(`product.full.${reason}`, { count: inCart, limit });
  else hint = t(`product.limit.${reason}`, { limit }) + (inCart > 0 ? ` · ${t('product.inCart', { count: inCart })}` : '');

  return (
    <div className={styles.purchase} data-testid="purchase-panel">
      {gate.gate === 'admitted' && <AdmittedNote gate={gate} />}
      {offersSets && (
        <SetItemPicker items={product.set_items} chosen={setItems} onChange={setSetItems} disabled={busy !== null} />
      )}
      {/* At the limit the stepper shows what the cart holds: what Buy now goes on with. */}
      <QuantityStepper
        value={full ? inCart : clampQuantity(wanted, addable)}
        max={full ? inCart : addable}
        onChange={choose}
        disabled={busy !== null || full}
        describedBy={hintId}
      />
      <p
        className={outcome?.kind === 'capped' ? `${styles.hint} ${styles.notice}` : styles.hint}
        id={hintId}
        aria-live="polite"
        data-testid="purchase-hint"
      >
        {hint}
      </p>
      {/* On a phone the buttons stay at the screen's bottom with the price (the page's breakpoint, 768 px). */}
      <StickyBuyBar
        label={t('product.buyBar')}
        summary={<span className={styles.barPrice}>{formatTwd(effectivePrice(product))}</span>}
        className={styles.actions}
        testId="buy-bar"
      >
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
      </StickyBuyBar>
      {product.is_single_checkout && (
        <p className={styles.single} data-testid="single-checkout-hint">
          {t('product.singleCheckout')}
        </p>
      )}
      {outcome?.kind === 'error' && (
        <p className={styles.error} role="alert" data-testid="purchase-error">
          {outcome.message}
        </p>
      )}
    </div>
  );
}
