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

test('GET /index takes no query parameters', async () => {
  // No schema for a query means extra parameters are simply ignored; a POST is not a route.
  expectError(await t.inject({ method: 'POST', url: '/api/v1/index', payload: { a: 1 } }), 404, 40401);
});

test('GET /index ignores an invalid token', async () => {
  expect((await t.inject({ url: '/api/v1/index', headers: { authorization: 'Bearer bad' } })).statusCode).toBe(200);
});
