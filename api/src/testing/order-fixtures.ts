// Test helpers for orders (imported by *.test.ts only): products to buy, and valid order bodies to vary.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OrderCreate } from '@shop/shared/contract';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import type { TestApi } from './harness';

export type Product = typeof products.$inferSelect;

/**
 * On-sale, in-stock, not single-checkout products shipping from `origin` that can be sold in `area`, each sold as
 * itself (neither a design sold in sizes nor one of its sizes).
 */
export function buyable(t: TestApi, origin: 'TW' | 'CN' = 'TW', area = 'TW'): Promise<Product[]> {
  return buyableIn(t.ctx.db, origin, area);
}

/** `buyable` on a database a test opened itself (one its API processes then use). */
export async function buyableIn(db: Db, origin: 'TW' | 'CN' = 'TW', area = 'TW'): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.status, 'on_sale'),
        eq(products.preOrder, false),
        eq(products.singleCheckout, false),
        eq(products.shipsFrom, origin),
        gt(products.stock, 10),
        sql`${area} = any(${products.salesArea})`,
        isNull(products.variantOf),
        sql`not exists (select 1 from products as size where size.variant_of = ${products.id})`,
      ),
    )
    .orderBy(products.id);
  return rows;
}

export async function setProduct(t: TestApi, id: number, values: Partial<Product>) {
  await t.ctx.db.update(products).set(values).where(eq(products.id, id));
}

export async function stockOf(t: TestApi, id: number): Promise<number> {
  const [row] = await t.ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row!.stock;
}

export const priceOf = (p: Product) => p.sellingPrice ?? p.markedPrice;

/** Taiwan home delivery from Taiwan: NT$100, free from NT$1,500 (system/express-fee). */
export const twHomeFee = (subtotal: number) => (subtotal >= 1500 ? 0 : 100);

/** A complete, valid order body for home delivery in Taiwan, with the totals the shopper would have seen. */
export function twOrder(lines: { p: Product; amount: number }[], extra: Partial<OrderCreate> = {}): OrderCreate {
  const subtotal = lines.reduce((sum, l) => sum + priceOf(l.p) * l.amount, 0);
  const fee = twHomeFee(subtotal);
  return {
    lines: lines.map((l) => ({ product_id: l.p.id, amount: l.amount })),
    country_code: 'TW',
    delivery_method: 'home',
    recipient: { name: '王小明', phone_code: '886', phone_number: '0912345678', email: 'buyer@example.com' },
    address: { city: '台北市', district: '大安區', postal_code: '106', detail: '羅斯福路四段1號' },
    payment_method: 'credit_card',
    expected_total: subtotal + fee,
    expected_shipping_fee: fee,
    ...extra,
  };
}

export const postOrder = (t: TestApi, body: unknown, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: '/api/v1/order', headers, payload: body });
