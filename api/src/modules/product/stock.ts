import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

// Stock moves for orders. Each reservation is one conditional UPDATE: concurrent buyers queue on the product's
// row lock and each re-checks the stock it finds after the one before committed, so stock never goes below zero.
// A size moves its design's stock with it (the design's is the sum of its sizes'); a design's sizes have
// consecutive ids, so two orders lock size and design rows in the same order and never wait on each other.

export interface Reservation {
  productId: number;
  /** Units taken from stock: the amount, or 0 for a pre-order (pre-orders are made to order). */
  reserved: number;
  /** The price at the moment of reservation, to compare with the price the order was quoted at. */
  unitPrice: number;
  markedPrice: number;
}

/**
 * Takes `amount` units of an on-sale product inside the caller's transaction; undefined when the product is no
 * longer on sale or has fewer units left. Callers reserve in ascending product id so two orders never wait on
 * each other's rows (no deadlock).
 */
export async function reserveStock(tx: Db, productId: number, amount: number): Promise<Reservation | undefined> {
  const [row] = await tx
    .update(products)
    .set({ stock: sql`case when ${products.preOrder} then ${products.stock} else ${products.stock} - ${amount} end` })
    .where(
      and(
        eq(products.id, productId),
        eq(products.status, 'on_sale'),
        or(eq(products.preOrder, true), gte(products.stock, amount)),
        // A design sold in sizes is bought as one of its sizes, never as itself.
        sql`not exists (select 1 from products as size where size.variant_of = ${products.id})`,
      ),
    )
    .returning({
      preOrder: products.preOrder,
      variantOf: products.variantOf,
      unitPrice: sql<number>`coalesce(${products.sellingPrice}, ${products.markedPrice})`.mapWith(Number),
      markedPrice: products.markedPrice,
    });
  if (!row) return undefined;
  // A design's stock is its sizes' together, so its card in a list says sold out when every size is.
  if (row.variantOf !== null && !row.preOrder)
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${amount}` })
      .where(eq(products.id, row.variantOf));
  return { productId, reserved: row.preOrder ? 0 : amount, unitPrice: row.unitPrice, markedPrice: row.markedPrice };
}

/** Puts reserved units back (a canceled or expired order), locking the products in id order like reserveStock. */
export async function releaseStock(tx: Db, units: { productId: number; reserved: number }[]): Promise<void> {
  const byProduct = new Map<number, number>();
  for (const u of units) if (u.reserved > 0) byProduct.set(u.productId, (byProduct.get(u.productId) ?? 0) + u.reserved);
  for (const id of [...byProduct.keys()].sort((a, b) => a - b)) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${byProduct.get(id)!}` })
      .where(eq(products.id, id))
      .returning({ variantOf: products.variantOf });
    if (row?.variantOf != null)
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${byProduct.get(id)!}` })
        .where(eq(products.id, row.variantOf));
  }
}
