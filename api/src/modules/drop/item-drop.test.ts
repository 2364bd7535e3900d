import { eq } from 'drizzle-orm';
import type { ItemDrop } from '@shop/shared/contract';
import { KujiDetailBody, ProductDetailBody } from '@shop/shared/contract';
import { cacheGenerations, products } from '../../db/schema';
import { expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { seededCampaign } from '../../testing/kuji-campaigns';
import { runDropCommand } from './operator';

// An item's own read names its drop (times, or null), so the page of an item that sells without a queue asks
// nothing of drop/…; the product read is cached, so setting, re-timing or ending a drop must show on the next read.

let t: TestApi;
beforeAll(async () => {
  // The catalogue cache on, as in production: the product read is served from it.
  t = await startTestApi({ CATALOGUE_CACHE_MS: '60000' });
});
afterAll(() => t.close());

const read = async (url: string) => {
  const res = await t.inject({ url, headers: { locale: 'en' } });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json();
};
const productDrop = async (id: number): Promise<ItemDrop | null> => {
  const body = await read(`/api/v1/product/${id}`);
  expectShape(ProductDetailBody, body);
  return body.data.drop;
};
const kujiDrop = async (id: number): Promise<ItemDrop | null> => {
  const body = await read(`/api/v1/kuji/${id}`);
  expectShape(KujiDetailBody, body);
  return body.data.drop;
};
const generation = async () => {
  const [row] = await t.ctx.db.select().from(cacheGenerations).where(eq(cacheGenerations.name, 'catalogue'));
  return row!.generation;
};
const drops = (argv: string[]) => runDropCommand(t.ctx.db, argv);

test('a product read says null for no drop, and the drop’s times from the next read after each change', async () => {
  const [p] = await t.ctx.db.select({ id: products.id }).from(products).where(eq(products.status, 'on_sale')).limit(1);
  const id = String(p!.id);
  // Read twice: the second answer comes from the cache, which the drop's changes must not leave stale.
  expect(await productDrop(p!.id)).toBeNull();
  expect(await productDrop(p!.id)).toBeNull();

  await drops(['set', 'product', id, '--opens', '2099-01-01T00:00:00Z', '--starts', '2099-01-01T01:00:00Z']);
  expect(await productDrop(p!.id)).toEqual({ opens_at: '2099-01-01T00:00:00.000Z', starts_at: '2099-01-01T01:00:00.000Z' });
  await drops(['set', 'product', id, '--opens', '2099-02-01T00:00:00Z', '--starts', '2099-02-01T01:00:00Z']);
  expect(await productDrop(p!.id)).toEqual({ opens_at: '2099-02-01T00:00:00.000Z', starts_at: '2099-02-01T01:00:00.000Z' });

  await drops(['end', 'product', id]);
  expect(await productDrop(p!.id)).toBeNull();
});

test('a kuji campaign read says null for no drop, else the drop’s times', async () => {
  const k = await seededCampaign(t.ctx.db, 'k-1');
  expect(await kujiDrop(k.id)).toBeNull();
  await drops(['set', 'kuji', String(k.id), '--opens', '2099-01-01T00:00:00Z', '--starts', '2099-01-01T01:00:00Z']);
  try {
    expect(await kujiDrop(k.id)).toEqual({ opens_at: '2099-01-01T00:00:00.000Z', starts_at: '2099-01-01T01:00:00.000Z' });
  } finally {
    await drops(['end', 'kuji', String(k.id)]);
  }
  expect(await kujiDrop(k.id)).toBeNull();
});

test('the queue’s own writes (the draw at the start, a new rate) leave the catalogue cache alone', async () => {
  const [p] = await t.ctx.db.select({ id: products.id }).from(products).where(eq(products.status, 'on_sale')).limit(1);
  const id = String(p!.id);
  await drops(['set', 'product', id, '--opens', '+0s', '--starts', '+1s']);
  try {
    const before = await generation();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Read after the start: the places are put in their order (shuffled_at and the cursor are written).
    expect((await read(`/api/v1/drop/product/${id}`)).data.target_id).toBe(p!.id);
    await drops(['rate', 'product', id, '600']);
    expect(await generation()).toBe(before);
  } finally {
    await drops(['end', 'product', id]);
  }
});
