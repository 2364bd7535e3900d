import type { HomeBody, ProductDetailBody, ProductSummary } from '@shop/shared/contract';
import type { LiveStock } from '../../platform/cache';

// Cached catalogue answers keep everything but stock: these lay the stock read on each hit over them. What stock
// decides is `availability` (available or sold out, for an on-sale product that is not a pre-order: the rest comes
// from status and pre-order, edits that empty the cache), `is_sold_out` and, on the product page, `stock`.

type Stock = ReadonlyMap<number, number>;

function summaryWithStock<S extends ProductSummary>(s: S, stock: number | undefined): S {
  if (stock === undefined || s.availability === 'unavailable' || s.is_pre_order) return s;
  const availability = stock > 0 ? 'available' : 'sold_out';
  return availability === s.availability ? s : { ...s, availability, is_sold_out: availability === 'sold_out' };
}

/** The same array when no product in it changed. */
function summariesWithStock(list: ProductSummary[], stock: Stock): ProductSummary[] {
  let changed = false;
  const out = list.map((s) => {
    const next = summaryWithStock(s, stock.get(s.product_id));
    if (next !== s) changed = true;
    return next;
  });
  return changed ? out : list;
}

const ids = (list: ProductSummary[]) => list.map((p) => p.product_id);

/** A page of products (list, category, search, a theme's products). */
export const listStock = {
  productIds: <T extends { data: ProductSummary[] }>(v: T) => ids(v.data),
  withStock<T extends { data: ProductSummary[] }>(v: T, stock: Stock): T {
    const data = summariesWithStock(v.data, stock);
    return data === v.data ? v : { ...v, data };
  },
} satisfies LiveStock<{ data: ProductSummary[] }>;

/** The product page: the product (its stock too), its recommendations, its set items and its sizes. */
export const detailStock: LiveStock<ProductDetailBody> = {
  productIds: (v) => [
    v.data.product_id,
    ...ids(v.data.recommendations),
    ...v.data.set_items.map((s) => s.item.product_id),
    ...v.data.variants.map((s) => s.product_id),
  ],
  withStock(v, stock) {
    const units = stock.get(v.data.product_id);
    let data = summaryWithStock(v.data, units);
    if (units !== undefined && Math.max(0, units) !== data.stock) data = { ...data, stock: Math.max(0, units) };
    const recommendations = summariesWithStock(data.recommendations, stock);
    if (recommendations !== data.recommendations) data = { ...data, recommendations };
    let setChanged = false;
    const setItems = data.set_items.map((s) => {
      const next = summaryWithStock(s.item, stock.get(s.item.product_id));
      if (next === s.item) return s;
      setChanged = true;
      return { ...s, item: next };
    });
    if (setChanged) data = { ...data, set_items: setItems };
    let sizesChanged = false;
    const variants = data.variants.map((s) => {
      const units = stock.get(s.product_id);
      if (units === undefined || s.availability === 'unavailable' || s.availability === 'pre_order') return s;
      const next = { ...s, stock: Math.max(0, units), availability: units > 0 ? ('available' as const) : ('sold_out' as const) };
      if (next.stock === s.stock && next.availability === s.availability) return s;
      sizesChanged = true;
      return next;
    });
    if (sizesChanged) data = { ...data, variants };
    return data === v.data ? v : { ...v, data };
  },
};

const shelves = ['featured', 'popular', 'lucky_bags'] as const;

/** The home page's product shelves. */
export const homeStock: LiveStock<HomeBody> = {
  productIds: (v) => shelves.flatMap((shelf) => ids(v.data[shelf])),
  withStock(v, stock) {
    let data = v.data;
    for (const shelf of shelves) {
      const list = summariesWithStock(data[shelf], stock);
      if (list !== data[shelf]) data = { ...data, [shelf]: list };
    }
    return data === v.data ? v : { ...v, data };
  },
};
