import { track } from '@shop/shared/analytics';
import type { CartBody, ProductDetail, SubProductInfo } from '@shop/shared/contract';
import { apiErrors } from '@shop/shared/errors';
import { ApiError, type ErrorHandlingOptions } from '@shop/shared/transport';
import {
  $cartInitialised,
  $cartList,
  $selectedList,
  $signedIn,
  replaceCart,
  type CartItem,
  type CartLine,
} from '@shop/shared/stores';
import { getCart, updateCart } from './endpoints';
import { cartErrorMessages } from './errors';
import { newCartAmount, quantityToAdd } from './rules';

let syncing: Promise<void> | undefined;

/**
 * SPEC §4: the cart is fetched once after sign-in. Whoever needs it first (the shell after a navigation,
 * a product page whose shopper is quicker) starts the fetch; a failure leaves it uninitialised for the next try.
 */
export function syncCart(): Promise<void> {
  if (!$signedIn.get() || $cartInitialised.get()) return Promise.resolve();
  syncing ??= getCart({ noGlobalError: true })
    .then(({ data }) => replaceCart(data))
    .catch(() => undefined)
    .finally(() => {
      syncing = undefined;
    });
  return syncing;
}

/** What the cart holds of a product now. */
export function amountInCart(productId: number): number {
  return $cartList.get().find((line) => line.product_id === productId)?.amount ?? 0;
}

/** After a refused change the cart may differ from what this tab knows (another tab, the limit): reload it. */
function refreshAfter(error: unknown): void {
  if (error instanceof ApiError && error.code !== undefined && error.code !== apiErrors.TOKEN_INVALID.code) {
    void getCart({ noGlobalError: true }).then(
      (cart) => replaceCart(cart.data),
      () => undefined,
    );
  }
}

/** Sets a line to `amount` (0 removes it); the answer replaces the store, so the header's dot follows at once. */
async function setLine(productId: number, amount: number, options: AddOptions = {}): Promise<CartBody> {
  const { setItems, ...handling } = options;
  try {
    // Without set items the line keeps those it has; a list (even empty) replaces them.
    const cart = await updateCart(
      { product_id: productId, update_amount: amount, ...(setItems && { sub_product_infos: setItems }) },
      { ...handling, errorMessages: cartErrorMessages() },
    );
    replaceCart(cart.data);
    return cart;
  } catch (error) {
    refreshAfter(error);
    throw error;
  }
}

export type AddOptions = Pick<ErrorHandlingOptions, 'noGlobalError'> & {
  /** The set items the line carries (each per unit of the line), as the product page's choice. */
  setItems?: SubProductInfo[];
};

export interface AddResult {
  /** How many went in: all that was asked, fewer when the cart could not take them all, 0 when it takes none. */
  added: number;
  /** The product's line in the cart afterwards; undefined when the cart holds none of it. */
  line: CartItem | undefined;
}

/**
 * Adds `wanted` of a product, or as many as the cart may still take of it (its hold limit minus what the
 * cart holds, counted after the cart was synced): POST cart with the new total for the line (the API sets,
 * not adds), then add_to_cart is tracked with what was added. Nothing is sent when nothing fits. The caller
 * compares `added` with what was asked to tell the shopper. Rejects with the ApiError after the spec's
 * message was shown (or, with `noGlobalError`, for the caller to show).
 */
export async function addToCart(product: ProductDetail, wanted: number, options: AddOptions = {}): Promise<AddResult> {
  await syncCart();
  const inCart = amountInCart(product.product_id);
  const added = quantityToAdd(product, inCart, wanted);
  if (added > 0) {
    await setLine(product.product_id, newCartAmount(inCart, added), options);
    track.addToCart({ ...product, amount: added });
  }
  return { added, line: $cartList.get().find((line) => line.product_id === product.product_id) };
}

/** Changes the amount of a line already in the cart (the cart page's stepper). */
export function setCartLineAmount(productId: number, amount: number): Promise<CartBody> {
  return setLine(productId, amount);
}

/** Removes a line and tracks remove_from_cart with what was removed. */
export async function removeFromCart(productId: number): Promise<CartBody> {
  const removed = $cartList.get().find((line) => line.product_id === productId);
  const cart = await setLine(productId, 0);
  if (removed) track.removeFromCart({ ...removed.product, amount: removed.amount });
  return cart;
}

/**
 * Buy now: checkout gets this line and nothing else, whatever was selected before, so an item that must
 * be purchased separately (single checkout) is never combined with others.
 */
export function selectOnly(line: CartLine): void {
  const { product_id, amount, sub_product_infos } = line;
  // A cart line's set items carry names and prices too: an order line names only which and how many.
  const subs = sub_product_infos?.map((sub) => ({ product_id: sub.product_id, amount: sub.amount }));
  $selectedList.set([subs?.length ? { product_id, amount, sub_product_infos: subs } : { product_id, amount }]);
}
