import { eq, sql } from 'drizzle-orm';
import { release, reserve } from '../modules/kuji/box';
import { releaseStock, reserveStocks } from '../modules/product/stock';
import { openTestDatabase } from '../testing/databases';
import type { Database } from './client';
import { articles, banners, cacheGenerations, categories, kujiPrizes, kujis, products, productThemes, themes } from './schema';

// The catalogue cache (platform/cache.ts) trusts these triggers to tell every API process that what it holds
// changed: every edit must bump the generation, and sales must not (they would empty every cache all day long).

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const generation = async () => {
  const [row] = await database.db.select().from(cacheGenerations).where(eq(cacheGenerations.name, 'catalogue'));
  return row!.generation;
};
/** How far `write` moves the generation. */
const bumps = async (write: () => Promise<unknown>) => {
  const before = await generation();
  await write();
  return (await generation()) - before;
};

test('every kind of catalogue edit bumps the generation', async () => {
  const { db } = database;
  const edits: [string, () => Promise<unknown>][] = [
    ['category', () => db.update(categories).set({ sort: 9 }).where(eq(categories.id, 1))],
    ['theme', () => db.update(themes).set({ nameEn: 'Renamed' }).where(eq(themes.id, 1))],
    ['product name', () => db.update(products).set({ nameEn: 'Renamed' }).where(eq(products.id, 1))],
    [
      'product price',
      () =>
        db
          .update(products)
          .set({ markedPrice: sql`${products.markedPrice} + 1` })
          .where(eq(products.id, 2)),
    ],
    ['product withdrawn', () => db.update(products).set({ status: 'unavailable' }).where(eq(products.id, 3))],
    ['product theme', () => db.delete(productThemes).where(eq(productThemes.productId, 1))],
    ['article', () => db.update(articles).set({ hot: true }).where(eq(articles.id, 1))],
    ['banner', () => db.update(banners).set({ link: '/kuji' }).where(eq(banners.id, 1))],
    [
      'kuji campaign',
      () =>
        db
          .update(kujis)
          .set({ price: sql`${kujis.price} + 1` })
          .where(eq(kujis.id, 1)),
    ],
    ['kuji prize', () => db.update(kujiPrizes).set({ nameEn: 'Renamed' }).where(eq(kujiPrizes.id, 1))],
    ['new category', () => db.insert(categories).values({ nameTw: '新', nameCn: '新', nameEn: 'New' })],
  ];
  for (const [what, edit] of edits) expect([what, (await bumps(edit)) > 0]).toEqual([what, true]);
});

test('sales (stock reserved and released, kuji tickets held and put back) leave it alone', async () => {
  const { db } = database;
  const [p] = await db
    .select()
    .from(products)
    // A product sold as itself: a size would move its design's stock too.
    .where(
      sql`${products.stock} > 5 and ${products.status} = 'on_sale' and ${products.variantOf} is null
        and not exists (select 1 from products as size where size.variant_of = ${products.id})`,
    )
    .limit(1);
  expect(
    await bumps(() =>
      db.transaction(async (tx) => {
        const held = await reserveStocks(tx, new Map([[p!.id, 2]]));
        expect(held).toBeDefined();
        await releaseStock(tx, [...held!.values()]);
      }),
    ),
  ).toBe(0);
  expect(
    await bumps(() =>
      db
        .update(products)
        .set({ stock: sql`${products.stock} + 1` })
        .where(eq(products.id, p!.id)),
    ),
  ).toBe(0);
  const [k] = await db
    .select()
    .from(kujis)
    .where(sql`${kujis.ticketsTotal} - ${kujis.reserved} >= 2`)
    .limit(1);
  const onSale = new Date(k!.startsAt.getTime() + 1000);
  expect(
    await bumps(() =>
      db.transaction(async (tx) => {
        await reserve(tx, k!.id, 2, onSale);
        await release(tx, k!.id, 2);
      }),
    ),
  ).toBe(0);
});

test('a bump becomes visible only when the edit commits', async () => {
  const { db } = database;
  const before = await generation();
  await expect(
    db.transaction(async (tx) => {
      await tx.update(categories).set({ sort: 3 }).where(eq(categories.id, 2));
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await generation()).toBe(before);
});
