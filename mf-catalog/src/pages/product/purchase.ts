import { ApiError, getCart, updateCart } from '@shop/shared/api';
import { track } from '@shop/shared/analytics';
import type { CartBody, ProductDetail } from '@shop/shared/contract';
import { $cartInitialised, $cartList, replaceCart } from '@shop/shared/stores';
import { newCartAmount } from './quantity';

/** The cart errors SPEC §8 names for a product page (api/src/platform/errors.ts). */
export const cartErrorCodes = {
  outOfStock: 40020,
  cartLimit: 40021,
  understocking: 40022,
  addFailed: 40023,
  separately: 40024,
} as const;

export type CartErrorName = keyof typeof cartErrorCodes;

/** Per-code messages for callApi, in the shopper's language. */
export function cartErrorMessages(text: (name: CartErrorName) => string): Record<number, string> {
  return Object.fromEntries(Object.entries(cartErrorCodes).map(([name, code]) => [code, text(name as CartErrorName)]));
}

/** What the cart holds of a product now. */
export function amountInCart(productId: number): number {
  return $cartList.get().find((line) => line.product_id === productId)?.amount ?? 0;
}

/**
 * The shell fetches the cart once after sign-in; if the shopper is quicker than that call, the amount
 * already in the cart is read from the API first, so the new total sent below is right.
 */
async function freshCart(): Promise<void> {
  if ($cartInitialised.get()) return;
  try {
    replaceCart((await getCart({ noGlobalError: true })).data);
  } catch {
    // The update below reports what is wrong.
  }
}

/**
 * Adds `quantity` of a product to the member's cart: POST cart with the new total for the line, then
 * the whole cart from the answer replaces the store (the header's dot follows at once) and add_to_cart
 * is tracked. Rejects with the ApiError after the spec's message was shown.
 */
export async function addToCart(product: ProductDetail, quantity: number, errorMessages: Record<number, string>): Promise<CartBody> {
  await freshCart();
  const amount = newCartAmount(amountInCart(product.product_id), quantity);
  try {
    const cart = await updateCart({ product_id: product.product_id, update_amount: amount }, { errorMessages });
    replaceCart(cart.data);
    track.addToCart({ ...product, amount: quantity });
    return cart;
  } catch (error) {
    // The cart may have changed elsewhere (another tab, the limit reached): show what it holds now.
    if (error instanceof ApiError && error.code !== undefined && error.code !== 40301) {
      void getCart({ noGlobalError: true }).then((cart) => replaceCart(cart.data), () => undefined);
    }
    throw error;
  }
}
