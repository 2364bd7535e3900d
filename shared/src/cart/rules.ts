import type { ProductDetail } from '@shop/shared/contract';

type Stocked = Pick<ProductDetail, 'availability' | 'stock' | 'purchase_limit' | 'is_pre_order'>;

/** Whether the product can be put in the cart at all: on sale and in stock, or a pre-order. */
export function isPurchasable(product: Pick<ProductDetail, 'availability'>): boolean {
  return product.availability === 'available' || product.availability === 'pre_order';
}

/**
 * The most of a product a member may hold in the cart: the purchase limit, capped by the stock unless
 * it is a pre-order (the API's rule for `max_amount`); 0 when it cannot be bought.
 */
export function holdLimit(product: Stocked): number {
  if (!isPurchasable(product)) return 0;
  const limit = Math.max(0, product.purchase_limit);
  return product.is_pre_order ? limit : Math.min(limit, Math.max(0, product.stock));
}

/**
 * What sets the hold limit, so the shopper is told the right reason: the per-customer purchase limit, or
 * the stock when fewer are left than that (a pre-order is never short of stock).
 */
export type LimitReason = 'perCustomer' | 'stock';

export function limitReason(product: Stocked): LimitReason {
  return !product.is_pre_order && Math.max(0, product.stock) < product.purchase_limit ? 'stock' : 'perCustomer';
}

/** How many more the shopper may add, given what is already in the cart. */
export function addableQuantity(product: Stocked, inCart: number): number {
  return Math.max(0, holdLimit(product) - Math.max(0, inCart));
}

/**
 * How many of `wanted` can go in: all of them, or what the cart may still take of the product. Asking for
 * more than that adds what fits (the caller says so) instead of a refusal for the whole amount.
 */
export function quantityToAdd(product: Stocked, inCart: number, wanted: number): number {
  const whole = Number.isFinite(wanted) ? Math.floor(wanted) : 0;
  return Math.min(Math.max(0, whole), addableQuantity(product, inCart));
}

/** The cart amount to send with POST cart: what is there plus what is added (the API sets, not adds). */
export function newCartAmount(inCart: number, quantity: number): number {
  return Math.max(0, inCart) + Math.max(0, quantity);
}
