import type { CartItem, CartSetItem, PricedCartItem } from '@shop/shared/contract';

/**
 * A cart line's set items, named and priced. The cart API answers PricedCartItem lines, which the cart store keeps;
 * the store's type is the 2.x singleton surface's CartItem, which does not name them.
 */
export const setItemsOf = (line: CartItem): CartSetItem[] => (line as PricedCartItem).sub_product_infos;
