// What the order benchmarks (bench:checkout, bench:abuse) buy: products a guest can order for home delivery in
// Taiwan, and a valid order body with the totals the shopper was shown.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { products } from '../src/db/schema';

export interface BuyableProduct {
  id: number;
  price: number;
}

/** On-sale, in-stock, not pre-order nor single-checkout products shipping from Taiwan to Taiwan, bought as themselves. */
export function buyableInTaiwan(db: Db, limit: number): Promise<BuyableProduct[]> {
  return db
    .select({ id: products.id, price: sql<number>`coalesce(${products.sellingPrice}, ${products.markedPrice})`.mapWith(Number) })
    .from(products)
    .where(
      and(
        eq(products.status, 'on_sale'),
        eq(products.preOrder, false),
        eq(products.singleCheckout, false),
        eq(products.shipsFrom, 'TW'),
        gt(products.stock, 0),
        sql`'TW' = any(${products.salesArea})`,
        // A design sold in sizes is bought as one of its sizes (product/stock.ts).
        sql`not exists (select 1 from products as size where size.variant_of = ${products.id})`,
      ),
    )
    .limit(limit);
}

/** An order of `amount` × `p` delivered at home in Taiwan (a guest's with `guestEmail`), with the totals shown. */
export function homeOrder(p: BuyableProduct, amount: number, guestEmail?: string) {
  const subtotal = p.price * amount;
  const fee = subtotal >= 1500 ? 0 : 100;
  return {
    lines: [{ product_id: p.id, amount }],
    country_code: 'TW',
    delivery_method: 'home',
    recipient: { name: 'Bench Buyer', phone_code: '886', phone_number: '0912345678', email: 'bench@example.com' },
    address: { city: '台北市', district: '大安區', postal_code: '106', detail: '羅斯福路四段1號' },
    payment_method: 'credit_card',
    expected_total: subtotal + fee,
    expected_shipping_fee: fee,
    ...(guestEmail !== undefined ? { guest_email: guestEmail } : {}),
  };
}
