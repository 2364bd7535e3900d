import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { categories } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/harness';
import { ReadCache } from './cache';

let t: TestApi;
beforeAll(async () => {
  // Long enough that a busy machine cannot outlast it between two requests; expiry is checked on a fake clock below.
  t = await startTestApi({ CATALOGUE_CACHE_MS: '60000' });
});
afterAll(() => t.close());

test('catalogue reads are served from the cache within the TTL, per language', async () => {
  const name = async (locale = 'zh-TW') =>
    (await t.inject({ url: '/api/v1/category', headers: { locale } })).json().data[0].display_name;
  expect(await name()).toBe('公仔');
  await t.ctx.db.update(categories).set({ nameTw: '模玩公仔', nameEn: 'Figures & toys' }).where(eq(categories.id, 1));
  expect(await name()).toBe('公仔');
  expect(await name('en')).toBe('Figures & toys');
});

test('an entry is read again once the TTL has passed', async () => {
  let now = 0;
  let version = 0;
  const cache = new ReadCache(400, 2000, () => now);
  const req = { locale: 'tw', url: '/api/v1/category' } as FastifyRequest;
  const load = async () => ++version;
  expect(await cache.get(req, load)).toBe(1);
  now = 399;
  expect(await cache.get(req, load)).toBe(1);
  now = 400;
  expect(await cache.get(req, load)).toBe(2);
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
