import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

// Set offers: the items a product may carry in one cart or order line (a figure's acrylic stand, a display case),
// each at the set's own price and stocked as the item itself. An item a product does not offer is refused.

export const setOffers = pgTable(
  'set_offers',
  {
    /** The product whose line carries the item. */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The item: a product of its own, whose stock the set takes. */
    itemProductId: integer('item_product_id')
      .notNull()
      .references(() => products.id),
    /** What one unit of the item costs in this set (its own price may differ). */
    unitPrice: integer('unit_price').notNull(),
    /** The most units of the item per unit of the line. */
    maxAmount: integer('max_amount').notNull().default(1),
    /** The order the product page lists its items in. */
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.itemProductId] }),
    index('set_offers_item_idx').on(t.itemProductId),
    check('set_offers_terms_check', sql`${t.unitPrice} >= 0 and ${t.maxAmount} between 1 and 99`),
    check('set_offers_other_check', sql`${t.productId} <> ${t.itemProductId}`),
  ],
);
