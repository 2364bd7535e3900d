import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Availability, ProductDetail, ProductListQuery, ProductSummary } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { productImage } from '../../platform/images';
import { pick, type Locale } from '../../platform/locale';
import { productIdsInTheme, themesOfProduct } from '../theme/service';
import { keywordMatch } from './search';
import { toSummary, type ProductRow } from './summary';

export { availabilityOf, toSummary, type ProductRow } from './summary';

const effectivePrice = sql`coalesce(${products.sellingPrice}, ${products.markedPrice})`;
const onSale = eq(products.status, 'on_sale');

function availabilityCondition(a: Availability): SQL {
  switch (a) {
    case 'unavailable':
      return ne(products.status, 'on_sale');
    case 'pre_order':
      return and(onSale, eq(products.preOrder, true))!;
    case 'sold_out':
      return and(onSale, eq(products.preOrder, false), sql`${products.stock} <= 0`)!;
    case 'available':
      return and(onSale, eq(products.preOrder, false), sql`${products.stock} > 0`)!;
  }
}

export interface ListOptions extends ProductListQuery {
  themeId?: number;
}

export async function listProducts(db: Db, q: ListOptions, locale: Locale) {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  const where: SQL[] = [];
  if (q.category_id && q.category_id !== 'all') where.push(eq(products.categoryId, Number(q.category_id)));
  const themeId = q.themeId ?? q.theme_id;
  if (themeId) where.push(inArray(products.id, productIdsInTheme(db, themeId)));
  if (q.availability) where.push(availabilityCondition(q.availability));
  if (q.lucky_bag !== undefined) where.push(eq(products.luckyBag, q.lucky_bag));
  let rank: SQL | undefined;
  if (q.keyword) {
    const match = keywordMatch(q.keyword);
    if (!match) return { data: [], page, page_size: pageSize, total: 0 };
    where.push(match.where);
    rank = match.rank;
  }
  const cond = where.length ? and(...where) : undefined;
  const sort = q.sort ?? (rank ? 'relevance' : 'newest');
  const order: SQL[] =
    sort === 'price_asc'
      ? [asc(effectivePrice)]
      : sort === 'price_desc'
        ? [desc(effectivePrice)]
        : sort === 'popular'
          ? [desc(products.popularity)]
          : sort === 'relevance' && rank
            ? [desc(rank), desc(products.popularity)]
            : [desc(products.releaseAt)];
  // The total rides along as a window count: one query per page instead of two.
  const rows = await db
    .select({ p: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(cond)
    .orderBy(...order, asc(products.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(cond);
    total = count?.n ?? 0;
  }
  return { data: rows.map((r) => toSummary(r.p, locale)), page, page_size: pageSize, total };
}

export async function getProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** The product page: the product, its themes and up to eight on-sale products of its category. */
export async function productDetail(db: Db, id: number, locale: Locale): Promise<ProductDetail | undefined> {
  const p = await getProduct(db, id);
  if (!p) return undefined;
  const [themes, recommended] = await Promise.all([
    themesOfProduct(db, p.id, locale),
    db
      .select()
      .from(products)
      .where(and(eq(products.categoryId, p.categoryId), ne(products.id, p.id), onSale))
      .orderBy(desc(products.popularity), asc(products.id))
      .limit(8),
  ]);
  return {
    ...toSummary(p, locale),
    description: pick(p, 'desc', locale),
    images: Array.from({ length: p.imageCount }, (_, i) => productImage(p.sku, i + 1)),
    stock: Math.max(0, p.stock),
    purchase_limit: p.purchaseLimit,
    release_date: p.releaseAt.toISOString(),
    themes,
    recommendations: recommended.map((r) => toSummary(r, locale)),
  };
}

export async function productsByIds(db: Db, ids: number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The home page's product shelves: featured this month, popular, lucky bags (on sale only). */
export async function homeShelves(
  db: Db,
  locale: Locale,
): Promise<Record<'featured' | 'popular' | 'lucky_bags', ProductSummary[]>> {
  const [featured, popular, bags] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(onSale, eq(products.featured, true)))
      .orderBy(desc(products.releaseAt), asc(products.id))
      .limit(12),
    db.select().from(products).where(onSale).orderBy(desc(products.popularity), asc(products.id)).limit(12),
    db
      .select()
      .from(products)
      .where(and(onSale, eq(products.luckyBag, true)))
      .orderBy(asc(products.id))
      .limit(8),
  ]);
  const summaries = (rows: ProductRow[]) => rows.map((p) => toSummary(p, locale));
  return { featured: summaries(featured), popular: summaries(popular), lucky_bags: summaries(bags) };
}

export { releaseStock, reserveStock, type Reservation } from './stock';
