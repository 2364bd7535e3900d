import { and, asc, desc, eq, exists, getTableColumns, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Availability, ProductListQuery, ProductSummary } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { pageOffset, pageTotal, totalRows } from '../../db/paged';
import { products } from '../../db/schema';
import type { Locale } from '../../platform/locale';
import { productIdsInTheme } from '../theme/service';
import { keywordMatch } from './search';
import { summaryColumns, toSummary, type ProductRow, type SummaryRow } from './summary';

export { availabilityOf, toSummary, type ProductRow } from './summary';
export { productDetail } from './page';

const effectivePrice = sql`coalesce(${products.sellingPrice}, ${products.markedPrice})`;
const onSale = eq(products.status, 'on_sale');
/** A size is listed through its design only (chosen on the design's page). */
const listed = isNull(products.variantOf);
/**
 * Featured this month, as the home page and its list show it. Not by stock: which products a cached answer lists
 * must not move with every sale (the cache lays only live stock over them); the seed features products in stock.
 */
const featuredNow = and(onSale, eq(products.featured, true), listed)!;

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

/**
 * What a list asks for as SQL: its condition and order; null when a keyword has no terms (nothing matches). A
 * keyword matches `words` first; `similar` is the typo-tolerant search made when the words find nothing.
 */
export function listFilter(
  db: Db,
  q: ListOptions,
  keywordMode: 'words' | 'similar' = 'words',
): { where: SQL | undefined; orderBy: SQL[] } | null {
  const where: SQL[] = [listed];
  if (q.category_id && q.category_id !== 'all') where.push(eq(products.categoryId, Number(q.category_id)));
  const themeId = q.themeId ?? q.theme_id;
  if (themeId) where.push(inArray(products.id, productIdsInTheme(db, themeId)));
  if (q.availability) where.push(availabilityCondition(q.availability));
  if (q.lucky_bag !== undefined) where.push(eq(products.luckyBag, q.lucky_bag));
  if (q.featured) where.push(featuredNow);
  if (q.on_sale) where.push(onSale);
  let rank: SQL | undefined;
  if (q.keyword) {
    const match = keywordMatch(q.keyword, keywordMode);
    if (!match) return null;
    where.push(match.where);
    rank = match.rank;
  }
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
  return { where: where.length ? and(...where) : undefined, orderBy: [...order, asc(products.id)] };
}

export async function listProducts(db: Db, q: ListOptions, locale: Locale) {
  const found = await listPage(db, q, locale, 'words');
  // Nothing has these words: a typo ("Mecha Maidns") still finds what it was meant to.
  return found.total === 0 && q.keyword ? listPage(db, q, locale, 'similar') : found;
}

async function listPage(db: Db, q: ListOptions, locale: Locale, keywordMode: 'words' | 'similar') {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  const filter = listFilter(db, q, keywordMode);
  if (!filter) return { data: [], page, page_size: pageSize, total: 0 };
  const { where: cond, orderBy } = filter;
  const rows = await db
    .select({ p: summaryColumns(products), total: totalRows() })
    .from(products)
    .where(cond)
    .orderBy(...orderBy)
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const total = await pageTotal(db, page, rows, products, cond);
  return { data: rows.map((r) => toSummary(r.p, locale)), page, page_size: pageSize, total };
}

export async function getProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** A product, and whether it is a design sold in sizes (bought as one of its sizes, never as itself). */
export type ProductWithSizes = ProductRow & { soldInSizes: boolean };

export async function productsByIds(db: Db, ids: number[]): Promise<Map<number, ProductWithSizes>> {
  if (ids.length === 0) return new Map();
  const size = alias(products, 'size');
  const sizes = db.select({ id: size.id }).from(size).where(eq(size.variantOf, products.id));
  const rows = await db
    .select({ ...getTableColumns(products), soldInSizes: sql<boolean>`${exists(sizes)}` })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The home page's product shelves: featured this month, popular, lucky bags (on sale only). The first two are the
 * first products of their lists (`featured=true`, newest first; `on_sale=true&sort=popular`).
 */
export async function homeShelves(
  db: Db,
  locale: Locale,
): Promise<Record<'featured' | 'popular' | 'lucky_bags', ProductSummary[]>> {
  const card = summaryColumns(products);
  const [featured, popular, bags] = await Promise.all([
    db.select(card).from(products).where(featuredNow).orderBy(desc(products.releaseAt), asc(products.id)).limit(12),
    db.select(card).from(products).where(and(onSale, listed)).orderBy(desc(products.popularity), asc(products.id)).limit(12),
    db
      .select(card)
      .from(products)
      .where(and(onSale, listed, eq(products.luckyBag, true)))
      .orderBy(asc(products.id))
      .limit(8),
  ]);
  const summaries = (rows: SummaryRow[]) => rows.map((p) => toSummary(p, locale));
  return { featured: summaries(featured), popular: summaries(popular), lucky_bags: summaries(bags) };
}

export { releaseStock, reserveStocks, type Reservation } from './stock';
