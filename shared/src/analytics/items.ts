import { discountOf, effectivePrice } from '@shop/shared/format';

/** What analytics reads of a product or a cart line (SPEC §3). */
export interface AnalyticsProduct {
  sku?: string | null;
  display_name?: string | null;
  selling_price?: number | null;
  marked_price?: number | null;
  amount?: number;
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  discount: number;
  quantity: number;
  index?: number;
}

export const itemNameLimit = 200;
export const unknownSku = 'unknown_sku';

/** Cuts a name to 200 characters plus an ellipsis (by code points, so no character is split). */
export function truncateName(name: string): string {
  const characters = Array.from(name);
  return characters.length > itemNameLimit ? `${characters.slice(0, itemNameLimit).join('')}...` : name;
}

/** SPEC §7 item mapping: selling price when present, else marked; discount = marked − effective. */
export function toAnalyticsItem(product: AnalyticsProduct, index?: number): AnalyticsItem {
  const item: AnalyticsItem = {
    item_id: product.sku || unknownSku,
    item_name: truncateName(product.display_name ?? ''),
    price: effectivePrice(product),
    discount: discountOf(product),
    quantity: product.amount ?? 1,
  };
  if (index !== undefined) item.index = index;
  return item;
}
