/**
 * The cart's calls and rules, in one place: the catalogue's "add to cart", the shell's sync after sign-in
 * and the checkout's cart page all go through here. The state they change (cart lines, the header's count,
 * the checkout selection) lives in `@shop/shared/stores`; this code is bundled into each app that uses it.
 */
export { getCart, updateCart } from './endpoints';
export { cartErrorMessages } from './errors';
export { addableQuantity, holdLimit, isPurchasable, limitReason, newCartAmount, quantityToAdd, type LimitReason } from './rules';
export { addToCart, amountInCart, type AddResult, removeFromCart, selectOnly, setCartLineAmount, syncCart } from './operations';
