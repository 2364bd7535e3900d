import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Availability, ProductSummary } from '@shop/shared/contract';
import type { products } from '../../db/schema';
import { productPictures } from '../../platform/images';
import { pick, type Locale } from '../../platform/locale';

export type ProductRow = typeof products.$inferSelect;

const summaryKeys = [
  'id',
  'sku',
  'nameTw',
  'nameCn',
  'nameEn',
  'categoryId',
  'markedPrice',
  'sellingPrice',
  'status',
  'preOrder',
  'stock',
  'singleCheckout',
  'adult',
  'luckyBag',
  'shipsFrom',
  'salesArea',
  'pictures',
] as const satisfies (keyof ProductRow)[];
type SummaryKey = (typeof summaryKeys)[number];

export type SummaryRow = Pick<ProductRow, SummaryKey>;

/** The columns a product card shows, of `products` or an alias of it: what lists select (no descriptions). */
export function summaryColumns<T extends Record<SummaryKey, PgColumn>>(t: T): Pick<T, SummaryKey> {
  return Object.fromEntries(summaryKeys.map((k) => [k, t[k]])) as Pick<T, SummaryKey>;
}

/** `json_build_object` of columns under their field names: a row nested in JSON reads back as the row itself. */
export function jsonObject(columns: Record<string, PgColumn>): SQL {
  return sql`json_build_object(${sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;
}

export function availabilityOf(p: Pick<ProductRow, 'status' | 'preOrder' | 'stock'>): Availability {
  if (p.status !== 'on_sale') return 'unavailable';
  if (p.preOrder) return 'pre_order';
  if (p.stock <= 0) return 'sold_out';
  return 'available';
}

export function toSummary(p: SummaryRow, locale: Locale): ProductSummary {
  const availability = availabilityOf(p);
  return {
    product_id: p.id,
    sku: p.sku,
    display_name: pick(p, 'name', locale),
    image: productPictures(p, 1)[0]!,
    category_id: p.categoryId,
    marked_price: p.markedPrice,
    selling_price: p.sellingPrice,
    availability,
    is_sold_out: availability === 'sold_out',
    is_pre_order: p.preOrder,
    is_single_checkout: p.singleCheckout,
    is_adult: p.adult,
    is_lucky_bag: p.luckyBag,
    ships_from: p.shipsFrom === 'CN' ? 'CN' : 'TW',
    sales_area: p.salesArea,
  };
}
