import { eq, sql } from 'drizzle-orm';
import type { ProductDetail, ProductSummary } from '@shop/shared/contract';
import { products } from '../../db/schema';
import { startTestApi, type TestApi } from '../../testing/harness';
import { buyable, priceOf, setProduct, twOrder, type Product } from '../../testing/order-fixtures';

// The catalogue cache as shoppers meet it: an edit is served on the next read, a sale is shown by the very next
// read while the pages stay cached, and a cached answer is byte for byte the answer read afresh.

let cached: TestApi;
let fresh: TestApi;
beforeAll(async () => {
  // One after the other: on PGlite both run in this process, and a loaded machine must not stall either start.
  cached = await startTestApi({ CATALOGUE_CACHE_MS: '60000' });
  fresh = await startTestApi();
});
afterAll(() => Promise.all([cached?.close(), fresh?.close()]));

const get = async (t: TestApi, url: string, locale = 'zh-TW') => {
  const res = await t.inject({ url, headers: { locale } });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res;
};
const detail = async (id: number, locale = 'zh-TW') =>
  (await get(cached, `/api/v1/product/${id}`, locale)).json().data as ProductDetail;
const inList = async (url: string, id: number) =>
  ((await get(cached, url)).json().data as ProductSummary[]).find((p) => p.product_id === id);

/** The catalogue pages every shopper sees, in every language. */
async function pages(t: TestApi): Promise<string[]> {
  const home = (await get(t, '/api/v1/index')).json().data;
  const popular = home.popular.map((p: ProductSummary) => p.product_id) as number[];
  return [
    '/api/v1/index',
    '/api/v1/product?page_size=20',
    '/api/v1/product?page=2&page_size=20&sort=price_asc',
    '/api/v1/product?category_id=2&sort=popular',
    '/api/v1/product?keyword=%E4%B8%80%E7%95%AA%E8%B3%9E',
    '/api/v1/product?keyword=Mecha%20Maidns',
    '/api/v1/product?lucky_bag=true',
    '/api/v1/theme/1/product',
    ...popular.slice(0, 4).map((id) => `/api/v1/product/${id}`),
  ];
}

test('a cached answer is byte for byte the answer read afresh, after sales too', async () => {
  const urls = await pages(fresh);
  const compare = async () => {
    for (const url of urls)
      for (const locale of ['zh-TW', 'zh-CN', 'en']) {
        await get(cached, url, locale);
        // The second read is a hit.
        expect([url, locale, (await get(cached, url, locale)).body]).toEqual([url, locale, (await get(fresh, url, locale)).body]);
      }
  };
  await compare();
  // Sales on both databases: one popular product sold out, another restocked, a third sold down.
  const home = (await get(fresh, '/api/v1/index')).json().data;
  const [a, b, c] = home.popular.map((p: ProductSummary) => p.product_id) as number[];
  for (const t of [cached, fresh]) {
    await setStock(t, a!, 0);
    await setStock(t, b!, 500);
    await t.ctx.db
      .update(products)
      .set({ stock: sql`greatest(${products.stock} - 1, 0)` })
      .where(eq(products.id, c!));
  }
  await compare();
});

/** A stock change as a sale makes it (stock alone: the catalogue's generation does not move). */
const setStock = (t: TestApi, id: number, stock: number) => t.ctx.db.update(products).set({ stock }).where(eq(products.id, id));

test('an edit of a price or a name is served on the next read of every page showing the product, in every language', async () => {
  const [p] = await buyable(cached);
  const listUrl = `/api/v1/product?category_id=${p!.categoryId}&page_size=100`;
  expect((await detail(p!.id)).selling_price).toBe(p!.sellingPrice);
  expect(await inList(listUrl, p!.id)).toBeDefined();
  await detail(p!.id, 'en');
  // As an operator's tool would: straight to the database.
  await setProduct(cached, p!.id, { sellingPrice: priceOf(p!) - 10, nameTw: '改過的名字', nameEn: 'Renamed' });
  const page = await detail(p!.id);
  expect([page.display_name, page.selling_price]).toEqual(['改過的名字', priceOf(p!) - 10]);
  expect((await detail(p!.id, 'en')).display_name).toBe('Renamed');
  expect((await inList(listUrl, p!.id))!.selling_price).toBe(priceOf(p!) - 10);
});

test('after an order the next read shows its stock, on the product page, in lists and in recommendations, while the pages stay cached', async () => {
  const candidates = await buyable(cached);
  // A product recommended on another product's page (same category, among the eight most popular).
  let p: Product | undefined;
  let host: ProductDetail | undefined;
  for (const q of candidates) {
    host = await detail(q.id);
    p = candidates.find((c) => c.id !== q.id && host!.recommendations.some((r) => r.product_id === c.id));
    if (p) break;
  }
  expect(p).toBeDefined();
  await setProduct(cached, p!.id, { stock: 2, purchaseLimit: 5 });
  const listUrl = `/api/v1/product?category_id=${p!.categoryId}&page_size=100`;
  const recommended = async () => (await detail(host!.product_id)).recommendations.find((r) => r.product_id === p!.id)!;
  expect((await detail(p!.id)).stock).toBe(2);
  expect((await inList(listUrl, p!.id))!.availability).toBe('available');
  expect((await recommended()).availability).toBe('available');

  // Proof that the pages stay cached: a rename the cache is not told about (its trigger off) is not seen.
  await cached.ctx.db.execute(sql`alter table products disable trigger products_catalogue_generation_update`);
  try {
    await cached.ctx.db.update(products).set({ nameTw: '沒人看到的名字' }).where(eq(products.id, p!.id));
    const res = await cached.inject({
      method: 'POST',
      url: '/api/v1/order',
      payload: { ...twOrder([{ p: p!, amount: 2 }]), guest_email: 'cache@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const page = await detail(p!.id);
    expect([page.stock, page.availability, page.is_sold_out]).toEqual([0, 'sold_out', true]);
    expect(page.display_name).not.toBe('沒人看到的名字');
    const listed = (await inList(listUrl, p!.id))!;
    expect([listed.availability, listed.is_sold_out, listed.display_name]).toEqual(['sold_out', true, p!.nameTw]);
    expect((await recommended()).availability).toBe('sold_out');

    // Units back (an order canceled or expired): available again at once.
    await setStock(cached, p!.id, 1);
    expect([(await detail(p!.id)).stock, (await inList(listUrl, p!.id))!.availability]).toEqual([1, 'available']);
    expect((await recommended()).is_sold_out).toBe(false);
  } finally {
    await cached.ctx.db.execute(sql`alter table products enable trigger products_catalogue_generation_update`);
  }
});

test('lists filtered by stock (in stock, sold out) are never served from the cache', async () => {
  const [p] = await buyable(cached);
  const url = (a: string) => `/api/v1/product?availability=${a}&category_id=${p!.categoryId}&page_size=100`;
  expect(await inList(url('available'), p!.id)).toBeDefined();
  await setStock(cached, p!.id, 0);
  expect(await inList(url('available'), p!.id)).toBeUndefined();
  expect(await inList(url('sold_out'), p!.id)).toBeDefined();
});
