import { eq, sql } from 'drizzle-orm';
import { release, reserve } from '../modules/kuji/box';
import { releaseStock, reserveStocks } from '../modules/product/stock';
import { openTestDatabase } from '../testing/databases';
import type { Database } from './client';
import { articles, categories, kujis, products, productThemes, themes } from './schema';

// The sitemaps' lastmod (modules/seo) trusts these triggers (migration 0036): every edit moves a row's updated_at,
// whoever writes, and sales do not (a crawler would otherwise be told every page changed all day long).

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type Kept = typeof products | typeof kujis | typeof themes | typeof categories | typeof articles;
const updatedAt = async (table: Kept, id: number) =>
  (await database.db.select({ at: table.updatedAt }).from(table).where(eq(table.id, id)))[0]!.at.getTime();
const longAgo = new Date('2000-01-01T00:00:00Z');
/** Whether `write` moved the row's updated_at (set long ago first: two writes may fall in one millisecond). */
const moves = async (table: Kept, id: number, write: () => Promise<unknown>) => {
  await database.db.update(table).set({ updatedAt: longAgo }).where(eq(table.id, id));
  await write();
  return (await updatedAt(table, id)) > longAgo.getTime();
};

test('an edit of a product, campaign, theme, category or article moves its updated_at', async () => {
  const { db } = database;
  const edits: [string, Kept, () => Promise<unknown>][] = [
    ['product', products, () => db.update(products).set({ nameEn: 'Renamed' }).where(eq(products.id, 1))],
    ['product withdrawn', products, () => db.update(products).set({ status: 'unavailable' }).where(eq(products.id, 1))],
    ['campaign', kujis, () => db.update(kujis).set({ titleEn: 'Renamed' }).where(eq(kujis.id, 1))],
    ['theme', themes, () => db.update(themes).set({ nameEn: 'Renamed' }).where(eq(themes.id, 1))],
    ['category', categories, () => db.update(categories).set({ nameEn: 'Renamed' }).where(eq(categories.id, 1))],
    [
      'article',
      articles,
      () =>
        db
          .update(articles)
          .set({ hot: sql`not ${articles.hot}` })
          .where(eq(articles.id, 1)),
    ],
  ];
  for (const [what, table, edit] of edits) expect([what, await moves(table, 1, edit)]).toEqual([what, true]);
});

test('sales (stock reserved and released, kuji tickets held and put back) leave it alone', async () => {
  const { db } = database;
  const [p] = await db
    .select()
    .from(products)
    .where(
      sql`${products.stock} > 5 and ${products.status} = 'on_sale' and ${products.variantOf} is null
        and not exists (select 1 from products as size where size.variant_of = ${products.id})`,
    )
    .limit(1);
  const sale = () =>
    db.transaction(async (tx) => {
      const held = await reserveStocks(tx, new Map([[p!.id, 2]]));
      await releaseStock(tx, [...held!.values()]);
    });
  expect(await moves(products, p!.id, sale)).toBe(false);
  const [k] = await db
    .select()
    .from(kujis)
    .where(sql`${kujis.ticketsTotal} - ${kujis.reserved} >= 2`)
    .limit(1);
  const onSale = new Date(k!.startsAt.getTime() + 1000);
  const draws = () =>
    db.transaction(async (tx) => {
      await reserve(tx, k!.id, 2, onSale);
      await release(tx, k!.id, 2);
    });
  expect(await moves(kujis, k!.id, draws)).toBe(false);
  // A write that sets updated_at itself keeps what it set.
  const at = new Date('2026-01-02T03:04:05Z');
  await db.update(products).set({ nameEn: 'Dated', updatedAt: at }).where(eq(products.id, p!.id));
  expect(await updatedAt(products, p!.id)).toBe(at.getTime());
});

test('a product joining or leaving a theme moves the theme', async () => {
  const { db } = database;
  const [outside] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`not exists (select 1 from product_themes pt where pt.product_id = ${products.id} and pt.theme_id = 2)`)
    .limit(1);
  expect(await moves(themes, 2, () => db.insert(productThemes).values({ productId: outside!.id, themeId: 2 }))).toBe(true);
  expect(
    await moves(themes, 2, () =>
      db.delete(productThemes).where(sql`${productThemes.productId} = ${outside!.id} and ${productThemes.themeId} = 2`),
    ),
  ).toBe(true);
});
