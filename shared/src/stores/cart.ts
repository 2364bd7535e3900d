import { atom, computed } from 'nanostores';
import { $jwt } from './session';
import { sessionStorageAtom } from './session-storage-atom';

export interface CartSubProduct {
  product_id: number;
  amount: number;
}

/** What the header and the remotes need of a cart line; the API's cart items carry more. */
export interface CartLine {
  product_id: number;
  amount: number;
  sub_product_infos?: CartSubProduct[];
}

export const $cartList = atom<CartLine[]>([]);
/** False until the cart was fetched once after sign-in, and again after sign-out. */
export const $cartInitialised = atom(false);
/** Units across all lines; the header shows a dot when it is above zero. */
export const $cartCount = computed($cartList, (items) => items.reduce((sum, item) => sum + item.amount, 0));

export function replaceCart(items: CartLine[]): void {
  $cartList.set(items);
  $cartInitialised.set(true);
}

/** Sets a line's amount (0 removes it), mirroring the API's `update_amount` semantics. */
export function setCartAmount(productId: number, amount: number): void {
  const rest = $cartList.get().filter((item) => item.product_id !== productId);
  $cartList.set(amount > 0 ? [...rest, { product_id: productId, amount }] : rest);
}

/**
 * The cart lines chosen for checkout (SPEC §3 cart store `selectedList`), kept for this browser tab
 * (sessionStorage `selectedList`); the checkout reads it.
 */
export const $selectedList = sessionStorageAtom<CartLine[]>('selectedList', []);

/**
 * Buy now: checkout gets this line and nothing else, whatever was selected before, so an item that
 * must be purchased separately (single checkout) is never combined with others.
 */
export function selectOnly(line: CartLine): void {
  const { product_id, amount, sub_product_infos } = line;
  $selectedList.set([sub_product_infos?.length ? { product_id, amount, sub_product_infos } : { product_id, amount }]);
}

export function clearCart(): void {
  $cartList.set([]);
  $cartInitialised.set(false);
}

// Signing out (or a 40301) empties the cart and marks it uninitialised, whoever cleared the token.
$jwt.listen((jwt) => {
  if (!jwt) clearCart();
});
