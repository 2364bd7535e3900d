import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CartBody, CartUpdate } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema';
import { fail } from '../../platform/errors';
import { pick, type Locale } from '../../platform/locale';
import { availabilityOf, productsByIds, toSummary, type ProductRow } from '../product/service';
import { offersOf, setItemsRefusal } from '../product/set-offers';

/** Advisory-lock class of carts (any constant that no other lock uses); the member id is the second key. */
const CART_LOCK = 0x63617274;

/** The most of a product one member may hold: its purchase limit, capped by stock unless it is a pre-order. */
function maxAmount(p: ProductRow): number {
  if (p.status !== 'on_sale') return 0;
  return Math.max(0, p.preOrder ? p.purchaseLimit : Math.min(p.purchaseLimit, p.stock));
}

export async function getCart(db: Db, userId: number, limit: number, locale: Locale): Promise<CartBody> {
  const items = await db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
  const [products, offers] = await Promise.all([
    productsByIds(db, [...new Set(items.flatMap((i) => [i.productId, ...i.subProductInfos.map((s) => s.product_id)]))]),
    offersOf(
      db,
      items.map((i) => i.productId),
    ),
  ]);
  return {
    data: items.flatMap((item) => {
      const product = products.get(item.productId);
      if (!product) return [];
      return [
        {
          product_id: item.productId,
          amount: item.amount,
          // Named and priced as the set offers them now (an offer withdrawn since shows as unavailable).
          sub_product_infos: item.subProductInfos.map((s) => {
            const sub = products.get(s.product_id);
            const offer = offers.get(item.productId)?.get(s.product_id);
            return {
              product_id: s.product_id,
              amount: s.amount,
              display_name: sub ? pick(sub, 'name', locale) : `#${s.product_id}`,
              unit_price: offer?.unitPrice ?? 0,
              state: sub && offer ? availabilityOf(sub) : ('unavailable' as const),
            };
          }),
          state: availabilityOf(product),
          max_amount: maxAmount(product),
          product: toSummary(product, locale),
        },
      ];
    }),
    limit,
  };
}

export async function updateCart(db: Db, userId: number, limit: number, body: CartUpdate): Promise<void> {
  if (body.update_amount === 0) {
    await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, body.product_id)));
    return;
  }
  // Without sub_product_infos only the amount changes: the line keeps its set items (checked again below).
  const subs = body.sub_product_infos ?? (await cartSubProducts(db, userId)).get(body.product_id) ?? [];
  const [found, offers] = await Promise.all([
    productsByIds(db, [body.product_id, ...subs.map((s) => s.product_id)]),
    offersOf(db, [body.product_id]),
  ]);
  const product = found.get(body.product_id);
  if (!product) fail('NOT_FOUND');
  if (product.status !== 'on_sale') fail('OUT_OF_STOCK');
  // A design sold in sizes goes in the cart as one of its sizes, like the order takes it.
  if (product.soldInSizes) fail('ADD_TO_CART_FAILED');
  if (body.update_amount > maxAmount(product)) fail('QUANTITY_LIMIT');
  const refusal = setItemsRefusal(offers.get(product.id), subs);
  if (refusal) fail(refusal === 'BAD_PARAMS' ? 'ADD_TO_CART_FAILED' : refusal);
  // Each unit of the line takes `amount` of every set item: enough of each must be left.
  for (const s of subs) {
    const sub = found.get(s.product_id);
    if (!sub || sub.status !== 'on_sale') fail('OUT_OF_STOCK');
    if (!sub.preOrder && sub.stock < s.amount * body.update_amount) fail('QUANTITY_LIMIT');
  }
  // A per-member lock (held to commit) serialises this member's cart writes, so the size check cannot be raced.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK}, ${userId})`);
    const [row] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        has: sql<boolean>`coalesce(bool_or(${cartItems.productId} = ${product.id}), false)`,
      })
      .from(cartItems)
      .where(eq(cartItems.userId, userId));
    if (!row?.has && (row?.n ?? 0) >= limit) fail('CART_LIMIT');
    await tx
      .insert(cartItems)
      .values({ userId, productId: product.id, amount: body.update_amount, subProductInfos: subs })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { amount: body.update_amount, subProductInfos: subs },
      });
  });
}

/** The sub-products each cart line holds (a set is bought as it sits in the cart). */
export async function cartSubProducts(db: Db, userId: number): Promise<Map<number, { product_id: number; amount: number }[]>> {
  const rows = await db
    .select({ productId: cartItems.productId, subs: cartItems.subProductInfos })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return new Map(rows.map((r) => [r.productId, r.subs]));
}

/** Drops lines that were just ordered, inside the order's transaction. */
export async function removeCartLines(tx: Db, userId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}

/**
 * Puts a canceled order's lines back, inside the cancel's transaction: lines the cart holds already stay as they
 * are, and no more go in than the cart has room for. Answers how many lines went back.
 */
export async function restoreCartLines(
  tx: Db,
  userId: number,
  limit: number,
  lines: { productId: number; amount: number; subs: { product_id: number; amount: number }[] }[],
): Promise<number> {
  if (lines.length === 0) return 0;
  await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK}, ${userId})`);
  const held = await tx.select({ productId: cartItems.productId }).from(cartItems).where(eq(cartItems.userId, userId));
  const inCart = new Set(held.map((h) => h.productId));
  const back = lines.filter((l) => !inCart.has(l.productId)).slice(0, Math.max(0, limit - held.length));
  if (back.length === 0) return 0;
  await tx
    .insert(cartItems)
    .values(back.map((l) => ({ userId, productId: l.productId, amount: l.amount, subProductInfos: l.subs })))
    .onConflictDoNothing();
  return back.length;
}
