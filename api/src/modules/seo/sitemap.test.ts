import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { articles, categories, kujis, products, themes } from '../../db/schema';
import { startTestApi, type TestApi } from '../../testing/harness';
import { releaseStock, reserveStocks } from '../product/stock';
import { sitemapFiles, sitemapPages } from './service';
import { urlsetXml } from './sitemap-xml';

// What a search engine reads at /sitemap.xml: valid files, every indexable page in each language with its language
// versions, nothing withdrawn or not indexed, lastmod that moves with edits and not with sales, served from the cache.

let t: TestApi;
let schemaDir: string;
let urlsetSchema: string;
const indexSchema = fileURLToPath(new URL('xsd/siteindex.xsd', import.meta.url));

beforeAll(async () => {
  t = await startTestApi({ CATALOGUE_CACHE_MS: '60000', API_SERVER_TIMING: '1' });
  // sitemap.xsd as the `sitemap` package bundles it, with the xhtml:link element its strict wildcard needs.
  const sitemapXsd = path.join(
    path.dirname(createRequire(import.meta.url).resolve('sitemap/package.json')),
    'schema/sitemap.xsd',
  );
  schemaDir = await mkdtemp(path.join(os.tmpdir(), 'sitemap-xsd-'));
  urlsetSchema = path.join(schemaDir, 'urlset.xsd');
  await writeFile(
    urlsetSchema,
    `<?xml version="1.0" encoding="UTF-8"?>
<schema xmlns="http://www.w3.org/2001/XMLSchema">
  <import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="${sitemapXsd}"/>
  <import namespace="http://www.w3.org/1999/xhtml" schemaLocation="${fileURLToPath(new URL('xsd/xhtml-link.xsd', import.meta.url))}"/>
</schema>`,
  );
});
afterAll(async () => {
  await t?.close();
  if (schemaDir) await rm(schemaDir, { recursive: true, force: true });
});

/** xmllint (Debian libxml2-utils, which scripts/test.sh installs) on `xml` against `schema`: its complaints, or ''. */
async function schemaErrors(xml: string, schema: string): Promise<string> {
  const file = path.join(schemaDir, `doc-${Math.random().toString(36).slice(2)}.xml`);
  await writeFile(file, xml);
  try {
    await promisify(execFile)('xmllint', ['--noout', '--schema', schema, file]);
    return '';
  } catch (error) {
    const e = error as { code?: string; stderr?: string };
    if (e.code === 'ENOENT') throw new Error('xmllint is missing: install the Debian package libxml2-utils');
    return e.stderr ?? String(error);
  } finally {
    await rm(file, { force: true });
  }
}

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.inject({ url, headers });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res;
};
/** Database statements an answer made (Server-Timing, API_SERVER_TIMING=1). */
const queriesOf = (res: { headers: Record<string, unknown> }) =>
  Number(/desc="(\d+)"/.exec(String(res.headers['server-timing']))![1]);
const local = (url: string) => url.slice(t.base.length);

async function indexFiles(): Promise<{ url: string; lastmod?: string }[]> {
  return parseSitemapIndex(Readable.from([(await get('/sitemap.xml')).body]));
}
async function entries(file: string) {
  return parseSitemap(Readable.from([(await get(file)).body]));
}
/** Every URL of every sitemap the index names, by address. */
async function allEntries() {
  const all = [];
  for (const file of await indexFiles()) all.push(...(await entries(local(file.url))));
  return new Map(all.map((e) => [local(e.url), e]));
}

test('the index names each per-type sitemap, and each validates against the sitemaps.org schema', async () => {
  const index = await get('/sitemap.xml');
  expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(index.headers['cache-control']).toBe('public, max-age=0, s-maxage=600');
  expect(await schemaErrors(index.body, indexSchema)).toBe('');
  const files = (await indexFiles()).map((f) => local(f.url));
  expect(files).toEqual([
    '/sitemaps/pages.xml',
    '/sitemaps/product-lists.xml',
    '/sitemaps/products.xml',
    '/sitemaps/themes.xml',
    '/sitemaps/news.xml',
    '/sitemaps/kuji.xml',
  ]);
  for (const file of files) {
    const res = await get(file);
    expect([file, res.headers['content-type']]).toEqual([file, 'application/xml; charset=utf-8']);
    expect([file, await schemaErrors(res.body, urlsetSchema)]).toEqual([file, '']);
  }
  // The check can fail: a urlset without its URL is refused.
  expect(await schemaErrors('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>', urlsetSchema)).not.toBe('');
  expect((await t.inject('/sitemaps/products-2.xml')).statusCode).toBe(404);
  expect((await t.inject('/sitemaps/products-1.xml')).statusCode).toBe(404);
  expect((await t.inject('/sitemaps/orders.xml')).statusCode).toBe(404);
});

test('every indexable page is listed in each language with reciprocal alternates, and nothing else', async () => {
  const all = await allEntries();
  const { db } = t.ctx;
  const ids = async (q: Promise<{ id: number }[]>) => (await q).map((r) => r.id);
  const expectedPaths = [
    ...['/', '/theme', '/news-list', '/lucky-bag', '/product-list/all', '/privacy', '/shipping-terms', '/return-policy'],
    ...['/about-us', '/fanza/faq'],
    ...(await ids(db.select({ id: categories.id }).from(categories))).map((id) => `/product-list/${id}`),
    ...(
      await ids(
        db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.status, 'on_sale'), isNull(products.variantOf))),
      )
    ).map((id) => `/product/${id}`),
    ...(await ids(db.select({ id: themes.id }).from(themes))).map((id) => `/theme/${id}`),
    ...(await ids(db.select({ id: articles.id }).from(articles))).map((id) => `/news/${id}`),
    ...(await ids(db.select({ id: kujis.id }).from(kujis))).map((id) => `/fanza/${id}`),
  ];
  const addresses = (p: string) => [`${p}?lang=tw`, `${p}?lang=cn`, `${p}?lang=en`, p];
  expect([...all.keys()].sort()).toEqual(expectedPaths.flatMap(addresses).sort());
  for (const [address, entry] of all) {
    const page = address.replace(/\?lang=(tw|cn|en)$/, '');
    const versions = entry.links.map((l) => [l.lang, local(l.url)]);
    expect([address, versions]).toEqual([
      address,
      [
        ['zh-Hant-TW', `${page}?lang=tw`],
        ['zh-Hans-CN', `${page}?lang=cn`],
        ['en', `${page}?lang=en`],
        ['x-default', page],
      ],
    ]);
  }
  // A size is chosen on its design's page; a withdrawn product and the not-indexed routes are absent.
  const [size] = await db.select({ id: products.id }).from(products).where(isNotNull(products.variantOf)).limit(1);
  const [withdrawn] = await db.select({ id: products.id }).from(products).where(eq(products.status, 'unavailable')).limit(1);
  for (const absent of [`/product/${size!.id}`, ...(withdrawn ? [`/product/${withdrawn.id}`] : [])])
    expect([absent, all.has(absent)]).toEqual([absent, false]);
  const notIndexed = [...all.keys()].filter((a) => /^\/(search|checkout|result|order-detail|member)|^\/fanza(\?|$)/.test(a));
  expect(notIndexed).toEqual([]);
});

test('an edit is in the next read, a sale moves nothing, and an unchanged read is served from the cache', async () => {
  const { db } = t.ctx;
  const pageOf = async (address: string) => (await allEntries()).get(address);
  const [p] = await db
    .select()
    .from(products)
    .where(
      sql`${products.status} = 'on_sale' and ${products.variantOf} is null and ${products.stock} > 2
        and not exists (select 1 from products as size where size.variant_of = ${products.id})`,
    )
    .limit(1);
  const address = `/product/${p!.id}`;
  const before = await pageOf(address);
  expect(before?.lastmod).toBeDefined();

  // Read again without edits: the same document, with at most the catalogue's state read (PostgreSQL: one
  // statement; PGlite: none, its state comes from notices), where a read that loads makes several (below).
  const first = await get('/sitemaps/products.xml');
  const second = await get('/sitemaps/products.xml');
  expect(second.body).toBe(first.body);
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(queriesOf(second)).toBeLessThanOrEqual(1);
  expect(
    (await t.inject({ url: '/sitemaps/products.xml', headers: { 'if-none-match': String(first.headers.etag) } })).statusCode,
  ).toBe(304);

  // A sale: stock reserved and released.
  await db.transaction(async (tx) => {
    const held = await reserveStocks(tx, new Map([[p!.id, 2]]));
    await releaseStock(tx, [...held!.values()]);
  });
  const afterSale = await get('/sitemaps/products.xml');
  expect(afterSale.body).toBe(first.body);
  expect(queriesOf(afterSale)).toBeLessThanOrEqual(1);

  // Renamed: the page's lastmod and its file's in the index move.
  const indexBefore = (await indexFiles()).find((f) => f.url.endsWith('/sitemaps/products.xml'))!;
  await db.update(products).set({ nameEn: 'Renamed for the sitemap' }).where(eq(products.id, p!.id));
  expect(queriesOf(await get('/sitemaps/products.xml'))).toBeGreaterThan(1);
  const renamed = await pageOf(address);
  expect(new Date(renamed!.lastmod!).getTime()).toBeGreaterThan(new Date(before!.lastmod!).getTime());
  const indexAfter = (await indexFiles()).find((f) => f.url.endsWith('/sitemaps/products.xml'))!;
  expect(new Date(indexAfter.lastmod!).getTime()).toBeGreaterThan(new Date(indexBefore.lastmod!).getTime());

  // Withdrawn: gone from the next read. A new article appears; a deleted (unpublished) one goes.
  await db.update(products).set({ status: 'unavailable' }).where(eq(products.id, p!.id));
  expect(await pageOf(address)).toBeUndefined();
  const text = { titleTw: '新', titleCn: '新', titleEn: 'New', summaryTw: '', summaryCn: '', summaryEn: '' };
  const [article] = await db
    .insert(articles)
    .values({ ...text, bodyTw: '', bodyCn: '', bodyEn: '', cover: 'a.png', publishedAt: new Date() })
    .returning({ id: articles.id });
  expect(await pageOf(`/news/${article!.id}`)).toBeDefined();
  await db.delete(articles).where(eq(articles.id, article!.id));
  expect(await pageOf(`/news/${article!.id}`)).toBeUndefined();
});

test('a type too large for one file is split, each file within its share and all files listing every page once', async () => {
  const { db } = t.ctx;
  const perFile = 7;
  const products = (await sitemapFiles(db, perFile)).filter((f) => f.path.startsWith('/sitemaps/products'));
  const all = (await sitemapPages(db, 'products', 1, 1_000_000))!;
  expect(products.map((f) => f.path)).toEqual(
    Array.from({ length: Math.ceil(all.length / perFile) }, (_, i) => `/sitemaps/products${i ? `-${i + 1}` : ''}.xml`),
  );
  const listed = [];
  for (let n = 1; n <= products.length; n++) {
    const pages = (await sitemapPages(db, 'products', n, perFile))!;
    expect(pages.length).toBeLessThanOrEqual(perFile);
    const xml = await urlsetXml(t.base, pages);
    expect(xml.match(/<url>/g)).toHaveLength(pages.length * 4);
    expect(await schemaErrors(xml, urlsetSchema)).toBe('');
    listed.push(...pages.map((p) => p.path));
  }
  expect(listed).toEqual(all.map((p) => p.path));
  expect(await sitemapPages(db, 'products', products.length + 1, perFile)).toBeUndefined();
});
