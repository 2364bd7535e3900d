import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';
import { openTestDatabase } from '../testing/databases';
import { catalogueStateReader } from './catalogue-state';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const stockOf = async (id: number) =>
  (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const sell = (id: number) =>
  database.db
    .update(products)
    .set({ stock: sql`${products.stock} - 1` })
    .where(eq(products.id, id));

test('hundreds of concurrent callers, each with its own products, get them all; a write committed before a call is seen', async () => {
  const read = catalogueStateReader(database);
  const first = await Promise.all(Array.from({ length: 300 }, (_, i) => read([(i % 20) + 1, 21])));
  expect(new Set(first.map((s) => s.generation)).size).toBe(1);
  for (const [i, s] of first.entries()) {
    expect(s.stock.get((i % 20) + 1)).toBe(await stockOf((i % 20) + 1));
    expect(s.stock.get(21)).toBe(await stockOf(21));
  }
  // Calls made while a read is under way, then a sale and an edit, then a call: the last one must see both.
  const during = Promise.all(Array.from({ length: 50 }, () => read([3])));
  await sell(3);
  await database.db.update(categories).set({ sort: 5 }).where(eq(categories.id, 2));
  const after = await read([3]);
  expect(after.generation).toBeGreaterThan(first[0]!.generation);
  expect(after.stock.get(3)).toBe(await stockOf(3));
  for (const s of await during) expect(s.generation).toBeLessThanOrEqual(after.generation);
});

test('on PGlite a read that no change has followed is answered without a query; a sale or an edit brings the next read', async () => {
  const read = catalogueStateReader(database);
  const pglite = database.catalogueChanges !== undefined;
  const first = await read([1, 2]);
  // A change the notices do not report (their setting off for one statement): only a query would see it.
  const unreported = async (id: number, stock: number) => {
    await database.db.execute(sql`select set_config('shop.catalogue_notices', 'off', false)`);
    await database.db.update(products).set({ stock }).where(eq(products.id, id));
    await database.db.execute(sql`select set_config('shop.catalogue_notices', ${pglite ? 'on' : ''}, false)`);
  };
  await unreported(2, 77);
  // PGlite answers from what it holds; PostgreSQL (other processes write to it) reads every time.
  const held = pglite ? first.stock.get(2) : 77;
  expect((await read([1, 2])).stock.get(2)).toBe(held);
  expect((await read([2])).generation).toBe(first.generation);
  // Reads and writes of other tables (a cart, a login) change nothing it holds.
  await stockOf(1);
  await database.db.execute(sql`create temporary table scratch as select 1 as x`);
  expect((await read([1, 2])).stock.get(2)).toBe(held);
  // A product it does not hold yet is read (with the generation), and then held too.
  const five = await stockOf(5);
  expect((await read([1, 5])).stock.get(5)).toBe(five);
  await unreported(5, 55);
  expect((await read([5])).stock.get(5)).toBe(pglite ? five : 55);

  // A sale is reported: the next read sees every change since.
  await sell(1);
  const now = await read([1, 2, 5]);
  expect([now.stock.get(1), now.stock.get(2), now.stock.get(5)]).toEqual([await stockOf(1), 77, 55]);
  // So is an edit (through the generation), and a change committed in a transaction; one rolled back is none.
  await database.db.update(categories).set({ sort: 7 }).where(eq(categories.id, 3));
  expect((await read([1])).generation).toBeGreaterThan(first.generation);
  await expect(
    database.db.transaction(async (tx) => {
      await tx.update(products).set({ stock: 0 }).where(eq(products.id, 1));
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect((await read([1])).stock.get(1)).toBe(now.stock.get(1));
  await database.db.transaction((tx) => tx.update(products).set({ stock: 0 }).where(eq(products.id, 1)));
  expect((await read([1])).stock.get(1)).toBe(0);
});
