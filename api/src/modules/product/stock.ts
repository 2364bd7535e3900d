import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

// Stock moves for orders. Each reservation is one conditional UPDATE: concurrent buyers queue on the product's
// row lock and each re-checks the stock it finds after the one before committed, so stock never goes below zero.
// A size moves its design's stock with it (the design's is the sum of its sizes'). Rows are locked in one order
// for every transaction, products by id and then their designs by id, so two orders never deadlock.

export interface Reservation {
  productId: number;
  /** Units taken from stock: the amount, or 0 for a pre-order (pre-orders are made to order). */
  reserved: number;
  /** The price at the moment of reservation, to compare with the price the order was quoted at. */
  unitPrice: number;
  markedPrice: number;
}

/**
 * Takes every product's units inside the caller's transaction (products in ascending id, then their designs'
 * totals in ascending id); undefined when one is no longer on sale or has fewer units left.
 */
export async function reserveStocks(tx: Db, units: Map<number, number>): Promise<Map<number, Reservation> | undefined> {
  const taken = new Map<number, Reservation>();
  const designs = new Map<number, number>();
  for (const id of [...units.keys()].sort((a, b) => a - b)) {
    const r = await reserveStock(tx, id, units.get(id)!);
    if (!r) return undefined;
    taken.set(id, r.reservation);
    if (r.designId !== null && r.reservation.reserved > 0)
      designs.set(r.designId, (designs.get(r.designId) ?? 0) - r.reservation.reserved);
  }
  await moveDesignStock(tx, designs);
  return taken;
}

async function reserveStock(tx: Db, productId: number, amount: number) {
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
  const reservation: Reservation = {
    productId,
    reserved: row.preOrder ? 0 : amount,
    unitPrice: row.unitPrice,
    markedPrice: row.markedPrice,
  };
  return { reservation, designId: row.variantOf };
}

/**
 * A design's stock is its sizes' together, so its card in a list says sold out when every size is. The designs that
 * were sold out until now.
 */
async function moveDesignStock(tx: Db, deltas: Map<number, number>): Promise<number[]> {
  const back: number[] = [];
  for (const id of [...deltas.keys()].sort((a, b) => a - b)) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${deltas.get(id)!}` })
      .where(eq(products.id, id))
      .returning({ stock: products.stock });
    if (deltas.get(id)! > 0 && row?.stock === deltas.get(id)) back.push(id);
  }
  return back;
}

/**
 * Puts reserved units back (a canceled or expired order), locking rows in the same order as reserveStocks; the
 * products that were sold out until now (back in stock: who waits for them is told).
 */
export async function releaseStock(tx: Db, units: { productId: number; reserved: number }[]): Promise<number[]> {
  const byProduct = new Map<number, number>();
  for (const u of units) if (u.reserved > 0) byProduct.set(u.productId, (byProduct.get(u.productId) ?? 0) + u.reserved);
  const designs = new Map<number, number>();
  const backInStock: number[] = [];
  for (const id of [...byProduct.keys()].sort((a, b) => a - b)) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${byProduct.get(id)!}` })
      .where(eq(products.id, id))
      .returning({ variantOf: products.variantOf, stock: products.stock, preOrder: products.preOrder });
    if (row && !row.preOrder && row.stock === byProduct.get(id)) backInStock.push(id);
    if (row?.variantOf != null) designs.set(row.variantOf, (designs.get(row.variantOf) ?? 0) + byProduct.get(id)!);
  }
  return [...backInStock, ...(await moveDesignStock(tx, designs))];
}

/**
 * An operator's stock change (goods received +, damaged −): one conditional UPDATE by `delta`, so it queues on the
 * row lock checkouts take and never overwrites a sale made meanwhile; a size moves its design's total with it (rows
 * locked product first, then design, as reserveStocks does). The new stock, or undefined when it would go below
 * zero or the product is a design sold in sizes (its stock is theirs together).
 */
export async function adjustStock(tx: Db, productId: number, delta: number): Promise<number | undefined> {
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}` })
    .where(
      and(
        eq(products.id, productId),
        gte(sql`${products.stock} + ${delta}`, 0),
        sql`not exists (select 1 from products as size where size.variant_of = ${products.id})`,
      ),
    )
    .returning({ stock: products.stock, variantOf: products.variantOf });
  if (!row) return undefined;
  if (row.variantOf !== null) await moveDesignStock(tx, new Map([[row.variantOf, delta]]));
  return row.stock;
}
