import type { FastifyRequest } from 'fastify';
import { ReadCache, type CatalogueState, type LiveStock } from './cache';

// The cache on its own, with a stand-in for the database's state that each test moves by hand. The state read on
// a real database is in catalogue-state.test.ts; what the shop serves through it in
// modules/product/catalogue-cache.test.ts.

const req = (url: string, locale = 'tw') => ({ locale, url }) as FastifyRequest;

/** A state the test moves by hand. */
function fakeState() {
  const s = { generation: 1, stock: new Map<number, number>(), reads: [] as number[][] };
  const source = async (ids: readonly number[]): Promise<CatalogueState> => {
    s.reads.push([...ids]);
    return { generation: s.generation, stock: new Map(ids.flatMap((id) => (s.stock.has(id) ? [[id, s.stock.get(id)!]] : []))) };
  };
  return { s, source };
}

/** An answer showing products' stock as `{ id: stock }`. */
type Shown = Record<number, number>;
const shownStock: LiveStock<Shown> = {
  productIds: (v) => Object.keys(v).map(Number),
  withStock: (v, stock) =>
    Object.keys(v).some((id) => stock.has(Number(id)) && stock.get(Number(id)) !== v[Number(id)])
      ? Object.fromEntries(Object.keys(v).map((id) => [id, stock.get(Number(id)) ?? v[Number(id)]!]))
      : v,
};

test('an entry lasts until the generation moves, not by the clock; maxAgeMs bounds what changes with the clock', async () => {
  let now = 0;
  const { s, source } = fakeState();
  const cache = new ReadCache(source, 100, () => now);
  let version = 0;
  const load = async () => ++version;
  expect(await cache.get(req('/a'), load)).toBe(1);
  now = 10 * 24 * 3600 * 1000;
  expect(await cache.get(req('/a'), load)).toBe(1);
  s.generation = 2;
  expect(await cache.get(req('/a'), load)).toBe(2);
  expect(await cache.get(req('/a', 'en'), load)).toBe(3);

  expect(await cache.get(req('/kuji'), load, { maxAgeMs: 400 })).toBe(4);
  now += 399;
  expect(await cache.get(req('/kuji'), load, { maxAgeMs: 400 })).toBe(4);
  now += 1;
  expect(await cache.get(req('/kuji'), load, { maxAgeMs: 400 })).toBe(5);
});

test('stock is read on every hit and laid over the entry; the entry itself is not read again', async () => {
  const { s, source } = fakeState();
  s.stock.set(7, 3).set(8, 0);
  const cache = new ReadCache(source);
  let loads = 0;
  const load = async (): Promise<Shown> => {
    loads++;
    return { 7: s.stock.get(7)!, 8: s.stock.get(8)! };
  };
  expect(await cache.get(req('/p'), load, { live: shownStock })).toEqual({ 7: 3, 8: 0 });
  s.stock.set(7, 2);
  expect(await cache.get(req('/p'), load, { live: shownStock })).toEqual({ 7: 2, 8: 0 });
  s.stock.set(8, 5);
  expect(await cache.get(req('/p'), load, { live: shownStock })).toEqual({ 7: 2, 8: 5 });
  expect(loads).toBe(1);
  // Each hit asked for exactly the products its answer shows, in the same read as the generation.
  expect(s.reads.slice(1)).toEqual([
    [7, 8],
    [7, 8],
  ]);
});

test('a request that joins a load begun before it arrived still gets the stock of its own arrival', async () => {
  const { s, source } = fakeState();
  s.stock.set(1, 10);
  const cache = new ReadCache(source);
  let finish: ((v: Shown) => void) | undefined;
  const first = cache.get(req('/p'), () => new Promise<Shown>((r) => (finish = r)), { live: shownStock });
  while (!finish) await new Promise((r) => setImmediate(r));
  // A sale commits while the first read is under way; then a second shopper asks.
  s.stock.set(1, 9);
  const second = cache.get(req('/p'), async (): Promise<Shown> => ({ 1: -1 }), { live: shownStock });
  finish({ 1: 10 });
  expect(await first).toEqual({ 1: 10 });
  expect(await second).toEqual({ 1: 9 });
});

test('an older read never replaces a newer one; errors are not kept; null turns caching off', async () => {
  const { s, source } = fakeState();
  const cache = new ReadCache(source);
  let finishSlow: ((v: string) => void) | undefined;
  const slow = cache.get(req('/x'), () => new Promise<string>((r) => (finishSlow = r)));
  while (!finishSlow) await new Promise((r) => setImmediate(r));
  s.generation = 2;
  expect(await cache.get(req('/x'), async () => 'new')).toBe('new');
  finishSlow('old');
  expect(await slow).toBe('old');
  expect(await cache.get(req('/x'), async () => 'read again')).toBe('new');

  await expect(cache.get(req('/e'), () => Promise.reject(new Error('no such product')))).rejects.toThrow();
  expect(await cache.get(req('/e'), async () => 'found')).toBe('found');

  let loads = 0;
  const off = new ReadCache(null);
  await off.get(req('/x'), async () => ++loads);
  await off.get(req('/x'), async () => ++loads);
  expect(loads).toBe(2);
});

test('concurrent misses share one load; the entry read least recently is dropped first', async () => {
  const { source } = fakeState();
  const cache = new ReadCache(source, 2);
  let loads = 0;
  const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 20));
  expect(new Set(await Promise.all(Array.from({ length: 10 }, () => cache.get(req('/a'), slow))))).toEqual(new Set([1]));
  await cache.get(req('/b'), slow); // 2
  await cache.get(req('/a'), slow); // a hit: /b is now the least recently read
  await cache.get(req('/c'), slow); // 3, drops /b
  expect(await cache.get(req('/a'), slow)).toBe(1);
  expect(await cache.get(req('/b'), slow)).toBe(4);
});
