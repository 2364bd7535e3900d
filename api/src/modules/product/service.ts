import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Availability, ProductDetail, ProductListQuery, ProductSummary } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { productThemes, products, themes } from '../../db/schema';
import type { Locale } from '../../platform/locale';
import { pick } from '../../platform/locale';

export type ProductRow = typeof products.$inferSelect;

export const imageUrl = (name: string) => `/api/v1/images/${name}.jpg`;
export const productImage = (sku: string, n: number) => imageUrl(`p-${sku.toLowerCase()}-${n}`);

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

const effectivePrice = sql`coalesce(${products.sellingPrice}, ${products.markedPrice})`;

function availabilityCondition(a: Availability): SQL {
  switch (a) {
    case 'unavailable':
      return ne(products.status, 'on_sale');
    case 'pre_order':
      return and(eq(products.status, 'on_sale'), eq(products.preOrder, true))!;
    case 'sold_out':
      return sql`${products.status} = 'on_sale' and not ${products.preOrder} and ${products.stock} <= 0`;
    case 'available':
      return sql`${products.status} = 'on_sale' and not ${products.preOrder} and ${products.stock} > 0`;
  }
}

/** Escapes LIKE wildcards so a keyword matches literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function normaliseKeyword(keyword: string): string[] {
  return keyword.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
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
  if (themeId) {
    where.push(inArray(products.id, db.select({ id: productThemes.productId }).from(productThemes).where(eq(productThemes.themeId, themeId))));
  }
  if (q.availability) where.push(availabilityCondition(q.availability));
  if (q.lucky_bag !== undefined) where.push(eq(products.luckyBag, q.lucky_bag));
  let rank: SQL | undefined;
  if (q.keyword) {
    const terms = normaliseKeyword(q.keyword);
    const whole = terms.join(' ');
    if (terms.length === 0) return { data: [], page, page_size: pageSize, total: 0 };
    // Every term as a substring (works for Chinese, which has no spaces), or a close trigram match for typos.
    const substring = and(...terms.map((t) => sql`${products.searchText} like ${'%' + likeEscape(t) + '%'}`))!;
    where.push(sql`(${substring} or word_similarity(${whole}, ${products.searchText}) >= 0.5)`);
    rank = sql`(case when ${substring} then 1 else 0 end) + word_similarity(${whole}, ${products.searchText})`;
  }
  const cond = where.length ? and(...where) : undefined;
  const sort = q.sort ?? (rank ? 'relevance' : 'newest');
  const order: SQL[] =
    sort === 'price_asc' ? [asc(effectivePrice)]
    : sort === 'price_desc' ? [desc(effectivePrice)]
    : sort === 'popular' ? [desc(products.popularity)]
    : sort === 'relevance' && rank ? [desc(rank), desc(products.popularity)]
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
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(cond);
    total = count?.n ?? 0;
  }
  return { data: rows.map((r) => toSummary(r.p, locale)), page, page_size: pageSize, total };
}

export async function getProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function productDetail(db: Db, p: ProductRow, locale: Locale): Promise<ProductDetail> {
  const [themeRows, recommended] = await Promise.all([
    db
      .select({ id: themes.id, nameTw: themes.nameTw, nameCn: themes.nameCn, nameEn: themes.nameEn })
      .from(productThemes)
      .innerJoin(themes, eq(themes.id, productThemes.themeId))
      .where(eq(productThemes.productId, p.id))
      .orderBy(asc(themes.sort)),
    db
      .select()
      .from(products)
      .where(and(eq(products.categoryId, p.categoryId), ne(products.id, p.id), eq(products.status, 'on_sale')))
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
    themes: themeRows.map((t) => ({ theme_id: t.id, display_name: pick(t, 'name', locale) })),
    recommendations: recommended.map((r) => toSummary(r, locale)),
  };
}

export async function productsByIds(db: Db, ids: number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
