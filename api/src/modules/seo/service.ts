import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, categories, kujis, products, productThemes, themes } from '../../db/schema';

/** One page of the shop in a sitemap: its address's path (the tw version) and when what it shows last changed. */
export interface SitemapPage {
  path: string;
  lastmod?: Date | undefined;
}

/** The per-type sitemaps, each `/sitemaps/<type>.xml`, then `<type>-2.xml`… when one file would be too large. */
export const sitemapTypes = ['pages', 'product-lists', 'products', 'themes', 'news', 'kuji'] as const;
export type SitemapType = (typeof sitemapTypes)[number];

/**
 * Pages per file: each is listed at its four addresses (three languages and x-default), so 10,000 pages are 40,000
 * URLs and about 25 MB, inside the protocol's 50,000 URLs and 50 MB per file.
 */
export const PAGES_PER_FILE = 10_000;

/** Pages that are indexable and not one item's: static pages and the lists without an id (SPEC §2). */
const fixedPaths = [
  '/',
  '/theme',
  '/news-list',
  '/lucky-bag',
  '/product-list/all',
  '/privacy',
  '/shipping-terms',
  '/return-policy',
  '/about-us',
  '/fanza/faq',
] as const;

const listed = isNull(products.variantOf);
const onSale = eq(products.status, 'on_sale');

/** Drivers hand timestamps computed in SQL back as Date or as text. */
const dateOf = (value: Date | string | null | undefined): Date | undefined =>
  value === null || value === undefined ? undefined : new Date(value);

const newest = (...dates: (Date | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((a, b) => (!a ? b : !b ? a : a > b ? a : b), undefined);

/** Home, the lists without an id and the static pages (no data: no lastmod). */
async function fixedPages(db: Db): Promise<SitemapPage[]> {
  const [row] = await db
    .select({
      listed: sql<Date | string | null>`max(${products.updatedAt})`,
      onSale: sql<Date | string | null>`max(${products.updatedAt}) filter (where ${onSale})`,
      luckyBags: sql<Date | string | null>`max(${products.updatedAt}) filter (where ${products.luckyBag})`,
      themes: sql<Date | string | null>`(select max(${themes.updatedAt}) from ${themes})`,
      news: sql<Date | string | null>`(select max(${articles.updatedAt}) from ${articles})`,
    })
    .from(products)
    .where(listed);
  const lastmods: Partial<Record<(typeof fixedPaths)[number], Date | undefined>> = {
    // Home: its shelves (on-sale products) and its news.
    '/': newest(dateOf(row?.onSale), dateOf(row?.news)),
    '/theme': dateOf(row?.themes),
    '/news-list': dateOf(row?.news),
    '/lucky-bag': dateOf(row?.luckyBags),
    '/product-list/all': dateOf(row?.listed),
  };
  return fixedPaths.map((path) => ({ path, lastmod: lastmods[path] }));
}

/** `/product-list/{category_id}`: the category's name and its listed products. */
async function productLists(db: Db): Promise<SitemapPage[]> {
  const rows = await db
    .select({
      id: categories.id,
      lastmod: sql<Date | string>`greatest(${categories.updatedAt}, max(${products.updatedAt}))`,
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), listed))
    .groupBy(categories.id)
    .orderBy(asc(categories.id));
  return rows.map((r) => ({ path: `/product-list/${r.id}`, lastmod: dateOf(r.lastmod) }));
}

/**
 * `/product/{id}`: on sale and listed (a size is chosen on its design's page, decision 010); a design's page shows
 * its sizes, so their edits count too.
 */
async function productPages(db: Db): Promise<SitemapPage[]> {
  // Spelled out: drizzle leaves a one-table query's columns unqualified, which the subquery would misread.
  const rows = await db
    .select({
      id: products.id,
      lastmod: sql<Date | string>`greatest("products"."updated_at",
        (select max("size"."updated_at") from "products" as "size" where "size"."variant_of" = "products"."id"))`,
    })
    .from(products)
    .where(and(onSale, listed))
    .orderBy(asc(products.id));
  return rows.map((r) => ({ path: `/product/${r.id}`, lastmod: dateOf(r.lastmod) }));
}

/** `/theme/{id}`: the theme and its listed products (one added or taken out moves the theme, migration 0036). */
async function themePages(db: Db): Promise<SitemapPage[]> {
  const rows = await db
    .select({
      id: themes.id,
      lastmod: sql<Date | string>`greatest(${themes.updatedAt}, max(${products.updatedAt}))`,
    })
    .from(themes)
    .leftJoin(productThemes, eq(productThemes.themeId, themes.id))
    .leftJoin(products, and(eq(products.id, productThemes.productId), listed))
    .groupBy(themes.id)
    .orderBy(asc(themes.id));
  return rows.map((r) => ({ path: `/theme/${r.id}`, lastmod: dateOf(r.lastmod) }));
}

/** `/news/{id}`: every article the shop keeps is published (the console publishes on saving, unpublishes by deleting). */
async function newsPages(db: Db): Promise<SitemapPage[]> {
  const rows = await db.select({ id: articles.id, lastmod: articles.updatedAt }).from(articles).orderBy(asc(articles.id));
  return rows.map((r) => ({ path: `/news/${r.id}`, lastmod: r.lastmod }));
}

/** `/fanza/{kuji_id}`: every campaign opens (upcoming, on sale, sold out or ended with its published box). */
async function kujiPages(db: Db): Promise<SitemapPage[]> {
  const rows = await db.select({ id: kujis.id, lastmod: kujis.updatedAt }).from(kujis).orderBy(asc(kujis.id));
  return rows.map((r) => ({ path: `/fanza/${r.id}`, lastmod: r.lastmod }));
}

const pagesOf: Record<SitemapType, (db: Db) => Promise<SitemapPage[]>> = {
  pages: fixedPages,
  'product-lists': productLists,
  products: productPages,
  themes: themePages,
  news: newsPages,
  kuji: kujiPages,
};

/** One per-type sitemap file: its path and the newest lastmod of its pages. */
export interface SitemapFile {
  path: string;
  lastmod?: Date | undefined;
}

/** A type's `n`th file (1-based): `/sitemaps/<type>.xml`, then `/sitemaps/<type>-<n>.xml`. */
export const sitemapFilePath = (type: SitemapType, n: number) => `/sitemaps/${type}${n === 1 ? '' : `-${n}`}.xml`;

/** The type and number a sitemap file's name names, if it is one of ours (`products-2.xml`). */
export function parseSitemapFile(name: string): { type: SitemapType; n: number } | undefined {
  const match = /^([a-z-]+?)(?:-([2-9]|[1-9]\d+))?\.xml$/.exec(name);
  const type = sitemapTypes.find((t) => t === match?.[1]);
  return type && { type, n: match?.[2] ? Number(match[2]) : 1 };
}

/** Every sitemap file of every type, none empty (a urlset needs one URL). */
export async function sitemapFiles(db: Db, pagesPerFile = PAGES_PER_FILE): Promise<SitemapFile[]> {
  const files: SitemapFile[] = [];
  for (const type of sitemapTypes) {
    const pages = await pagesOf[type](db);
    for (let i = 0; i < pages.length; i += pagesPerFile) {
      const lastmod = newest(...pages.slice(i, i + pagesPerFile).map((p) => p.lastmod));
      files.push({ path: sitemapFilePath(type, i / pagesPerFile + 1), lastmod });
    }
  }
  return files;
}

/** The pages of a type's `n`th file; undefined past its last file. */
export async function sitemapPages(
  db: Db,
  type: SitemapType,
  n: number,
  pagesPerFile = PAGES_PER_FILE,
): Promise<SitemapPage[] | undefined> {
  const pages = (await pagesOf[type](db)).slice((n - 1) * pagesPerFile, n * pagesPerFile);
  return pages.length ? pages : undefined;
}
