import type { Availability, ProductSummary } from '@shop/shared/contract';
import type { products } from '../../db/schema';
import { productImage } from '../../platform/images';
import { pick, type Locale } from '../../platform/locale';

export type ProductRow = typeof products.$inferSelect;

export function availabilityOf(p: Pick<ProductRow, 'status' | 'preOrder' | 'stock'>): Availability {
  if (p.status !== 'on_sale') return 'unavailable';
  if (p.preOrder) return 'pre_order';
  if (p.stock <= 0) return 'sold_out';
  return 'available';
}

export function toSummary(p: ProductRow, locale: Locale): ProductSummary {
  const availability = availabilityOf(p);
  return {
    product_id: p.id,
    sku: p.sku,
    display_name: pick(p, 'name', locale),
    image: productImage(p.sku, 1),
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
