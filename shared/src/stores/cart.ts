import { atom, computed } from 'nanostores';
import type { CartItem } from '../contract';
import { $jwt } from './session';
import { sessionStorageAtom } from './session-storage-atom';

export type { CartItem };

/** A line as checkout needs it: product, amount and any sub products (SPEC §3 cart item). */
export interface CartLine {
  product_id: number;
  amount: number;
  sub_product_infos?: { product_id: number; amount: number }[];
}

/**
 * The member's cart as the API last answered it (SPEC §3 cartList). Only `@shop/shared/cart` writes it,
 * from API answers; everyone may read it.
 */
export const $cartList = atom<CartItem[]>([]);
/** False until the cart was fetched once after sign-in, and again after sign-out. */
export const $cartInitialised = atom(false);
/** Units across all lines; the header shows its dot when this is above zero. */
export const $cartCount = computed($cartList, (items) => items.reduce((sum, item) => sum + item.amount, 0));

export function replaceCart(items: CartItem[]): void {
  $cartList.set(items);
  $cartInitialised.set(true);
}

/**
 * The cart lines chosen for checkout (SPEC §3 cart store `selectedList`), kept for this browser tab
 * (sessionStorage `selectedList`); the checkout reads it.
 */
export const $selectedList = sessionStorageAtom<CartLine[]>('selectedList', []);

export function clearCart(): void {
  $cartList.set([]);
  $cartInitialised.set(false);
}

// Signing out (or a 40301) empties the cart and marks it uninitialised, whoever cleared the token.
$jwt.listen((jwt) => {
  if (!jwt) clearCart();
});
