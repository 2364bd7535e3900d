import { asc, inArray } from 'drizzle-orm';
import type { SubProductInfo } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { setOffers } from '../../db/schema';
import type { ApiErrorName } from '@shop/shared/contract';

// What a line may carry: the set offers of its product. Cart, quote and order check sub-products here, so a
// product only ever carries the items it offers, in the amounts it allows.

export type SetOffer = typeof setOffers.$inferSelect;

/** The offers of each product, by product id then item id. */
export async function offersOf(db: Db, productIds: number[]): Promise<Map<number, Map<number, SetOffer>>> {
  const byProduct = new Map<number, Map<number, SetOffer>>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(setOffers)
    .where(inArray(setOffers.productId, productIds))
    .orderBy(asc(setOffers.productId), asc(setOffers.sort), asc(setOffers.itemProductId));
  for (const r of rows) {
    const items = byProduct.get(r.productId) ?? new Map<number, SetOffer>();
    items.set(r.itemProductId, r);
    byProduct.set(r.productId, items);
  }
  return byProduct;
}

/**
 * Why a line's sub-products cannot be taken (each named once, offered by the product, 1 to the offer's most per
 * unit), or null; each sub-product then has its offer. Availability is the caller's to check.
 */
export function setItemsRefusal(
  offers: Map<number, SetOffer> | undefined,
  subs: SubProductInfo[],
): Extract<ApiErrorName, 'BAD_PARAMS' | 'SET_ITEM_NOT_OFFERED' | 'SET_ITEM_LIMIT'> | null {
  if (new Set(subs.map((s) => s.product_id)).size !== subs.length) return 'BAD_PARAMS';
  for (const s of subs) {
    const offer = offers?.get(s.product_id);
    if (!offer) return 'SET_ITEM_NOT_OFFERED';
    if (s.amount > offer.maxAmount) return 'SET_ITEM_LIMIT';
  }
  return null;
}
