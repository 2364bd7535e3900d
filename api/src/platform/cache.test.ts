import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { categories, products } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/harness';
import { generationReader, ReadCache } from './cache';

let t: TestApi;
beforeAll(async () => {
  // Long enough that a busy machine cannot outlast it between two requests; expiry is checked on a fake clock below.
  t = await startTestApi({ CATALOGUE_CACHE_MS: '60000' });
});
afterAll(() => t.close());

test('a catalogue edit is served on the next read, in every language, whatever wrote it', async () => {
  const name = async (locale = 'zh-TW') =>
    (await t.inject({ url: '/api/v1/category', headers: { locale } })).json().data[0].display_name;
  expect(await name()).toBe('公仔');
  expect(await name('en')).not.toBe('Figures & toys');
  // A direct write, as an operator's SQL would be: the database itself bumps the generation.
  await t.ctx.db.update(categories).set({ nameTw: '模玩公仔', nameEn: 'Figures & toys' }).where(eq(categories.id, 1));
  expect(await name()).toBe('模玩公仔');
  expect(await name('en')).toBe('Figures & toys');
});

test('stock, which every sale moves, is served from the cache within the TTL', async () => {
  const stock = async () => (await t.inject('/api/v1/product/1')).json().data.stock as number;
  const before = await stock();
  await t.ctx.db
    .update(products)
    .set({ stock: before + 7 })
    .where(eq(products.id, 1));
  expect(await stock()).toBe(before);
  // Anything else about the product is an edit: the page is read again, with the new stock too.
  await t.ctx.db.update(products).set({ nameTw: '新名字' }).where(eq(products.id, 1));
  const page = (await t.inject('/api/v1/product/1')).json().data;
  expect(page.display_name).toBe('新名字');
  expect(page.stock).toBe(before + 7);
});

test('an entry is read again once the TTL has passed', async () => {
  let now = 0;
  let version = 0;
  const cache = new ReadCache(400, undefined, 2000, () => now);
  const req = { locale: 'tw', url: '/api/v1/category' } as FastifyRequest;
  const load = async () => ++version;
  expect(await cache.get(req, load)).toBe(1);
  now = 399;
  expect(await cache.get(req, load)).toBe(1);
  now = 400;
  expect(await cache.get(req, load)).toBe(2);
});

test('an entry is served only under the generation it was read at, and an older read never replaces a newer one', async () => {
  let generation = 1;
  let version = 0;
  const cache = new ReadCache(60_000, async () => generation);
  const req = { locale: 'tw', url: '/api/v1/home' } as FastifyRequest;
  expect(await cache.get(req, async () => ++version)).toBe(1);
  expect(await cache.get(req, async () => ++version)).toBe(1);
  generation = 2;
  expect(await cache.get(req, async () => ++version)).toBe(2);
  // A slow read that began under generation 2 ends after one under generation 3 was filed.
  const other = { locale: 'tw', url: '/api/v1/article' } as FastifyRequest;
  let finishSlow: ((v: string) => void) | undefined;
  const slow = cache.get(other, () => new Promise<string>((r) => (finishSlow = r)));
  while (!finishSlow) await new Promise((r) => setImmediate(r));
  generation = 3;
  expect(await cache.get(other, async () => 'new')).toBe('new');
  finishSlow('old');
  expect(await slow).toBe('old');
  expect(await cache.get(other, async () => 'read again')).toBe('new');
});

test('errors are not cached', async () => {
  expect((await t.inject('/api/v1/product/999999')).statusCode).toBe(404);
  expect((await t.inject('/api/v1/product/1')).statusCode).toBe(200);
});

test('concurrent misses share one load; 0 disables caching', async () => {
  const req = { locale: 'tw', url: '/x' } as FastifyRequest;
  let loads = 0;
  const cache = new ReadCache(1000);
  const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 20));
  expect(new Set(await Promise.all(Array.from({ length: 10 }, () => cache.get(req, slow))))).toEqual(new Set([1]));
  const off = new ReadCache(0);
  await off.get(req, slow);
  await off.get(req, slow);
  expect(loads).toBe(3);
});

test('the generation reader answers hundreds of concurrent callers alike and sees a write committed before the call', async () => {
  const read = generationReader(t.ctx.db, 'catalogue');
  const first = await Promise.all(Array.from({ length: 300 }, () => read()));
  expect(new Set(first).size).toBe(1);
  // Calls made while a read is under way, then a write, then a call: the last one must see the write.
  const during = Promise.all(Array.from({ length: 50 }, () => read()));
  await t.ctx.db.update(categories).set({ sort: 5 }).where(eq(categories.id, 2));
  const after = await read();
  expect(after).toBeGreaterThan(first[0]!);
  for (const g of await during) expect(g).toBeLessThanOrEqual(after);
});
