import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartBody, CartUpdate } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { cartItems, products, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { availabilityOf, productsByIds, toSummary, type ProductRow } from '../product/service';

/** The most of a product one member may hold: its purchase limit, capped by stock unless it is a pre-order. */
export function maxAmount(p: ProductRow): number {
  if (p.status !== 'on_sale') return 0;
  return Math.max(0, p.preOrder ? p.purchaseLimit : Math.min(p.purchaseLimit, p.stock));
}

export async function getCart(db: Db, userId: number, limit: number, locale: Locale): Promise<CartBody> {
  const rows = await db
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
  return {
    data: rows.map(({ item, product }) => ({
      product_id: item.productId,
      amount: item.amount,
      sub_product_infos: item.subProductInfos,
      state: availabilityOf(product),
      max_amount: maxAmount(product),
      product: toSummary(product, locale),
    })),
    limit,
  };
}

export async function updateCart(db: Db, userId: number, limit: number, body: CartUpdate): Promise<void> {
  if (body.update_amount === 0) {
    await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, body.product_id)));
    return;
  }
  const subs = body.sub_product_infos ?? [];
  const found = await productsByIds(db, [body.product_id, ...subs.map((s) => s.product_id)]);
  const product = found.get(body.product_id);
  if (!product) fail('NOT_FOUND');
  if (product.status !== 'on_sale') fail('OUT_OF_STOCK');
  if (body.update_amount > maxAmount(product)) fail('QUANTITY_LIMIT');
  const subIds = new Set(subs.map((s) => s.product_id));
  if (subIds.size !== subs.length || subIds.has(product.id)) fail('ADD_TO_CART_FAILED');
  for (const s of subs) {
    const sub = found.get(s.product_id);
    if (!sub || sub.status !== 'on_sale') fail('ADD_TO_CART_FAILED');
  }
  // The member's row lock serialises this member's cart writes, so the size check cannot be raced.
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
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
