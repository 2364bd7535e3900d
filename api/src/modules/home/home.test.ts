import { HomeBody } from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

test('GET /index returns every home section', async () => {
  const res = await t.inject({ url: '/api/v1/index', headers: { locale: 'en' } });
  expect(res.statusCode).toBe(200);
  expectShape(HomeBody, res.json());
  const d = res.json().data;
  for (const k of ['banners', 'featured', 'popular', 'hot_news', 'lucky_bags']) expect(d[k].length).toBeGreaterThan(0);
  expect(d.lucky_bags.every((p: { is_lucky_bag: boolean }) => p.is_lucky_bag)).toBe(true);
  expect(d.popular.every((p: { availability: string }) => p.availability !== 'unavailable')).toBe(true);
});

test("each home shelf is the start of its own list, what its 'View all' opens; all on sale", async () => {
  const headers = { locale: 'en' };
  const ids = (list: { product_id: number }[]) => list.map((p) => p.product_id);
  const home = (await t.inject({ url: '/api/v1/index', headers })).json().data;
  const featured = (await t.inject({ url: '/api/v1/product?featured=true&sort=newest&page_size=12', headers })).json();
  const popular = (await t.inject({ url: '/api/v1/product?on_sale=true&sort=popular&page_size=12', headers })).json();
  expect(ids(home.featured)).toEqual(ids(featured.data));
  expect(ids(home.popular)).toEqual(ids(popular.data));
  // The whole featured list: on sale (the seed features only products in stock).
  const all = (await t.inject({ url: '/api/v1/product?featured=true&page_size=100', headers })).json();
  expect(all.total).toBeGreaterThanOrEqual(home.featured.length);
  for (const p of all.data) expect(['available', 'pre_order']).toContain(p.availability);
});

test('GET /index takes no query parameters', async () => {
  // No schema for a query means extra parameters are simply ignored; a POST is not a route.
  expectError(await t.inject({ method: 'POST', url: '/api/v1/index', payload: { a: 1 } }), 404, 40401);
});

test('GET /index ignores an invalid token', async () => {
  expect((await t.inject({ url: '/api/v1/index', headers: { authorization: 'Bearer bad' } })).statusCode).toBe(200);
});
