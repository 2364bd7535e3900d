import { ProductList, ThemeDetail, ThemeList } from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

test('GET /theme returns data_infos, honours count, includes adult themes', async () => {
  const all = await t.inject('/api/v1/theme');
  expect(all.statusCode).toBe(200);
  expectShape(ThemeList, all.json());
  expect(all.json().data_infos.length).toBeGreaterThanOrEqual(12);
  expect(all.json().data_infos.some((x: { is_adult: boolean }) => x.is_adult)).toBe(true);
  const ten = await t.inject({ url: '/api/v1/theme?count=10', headers: { locale: 'en' } });
  expect(ten.json().data_infos).toHaveLength(10);
  expect(ten.json().data_infos[0].display_name).toBe('Star Sea Voyagers');
});

test('GET /theme/:id and its products', async () => {
  const d = await t.inject('/api/v1/theme/2');
  expect(d.statusCode).toBe(200);
  expectShape(ThemeDetail, d.json());
  expect(d.json().data.theme_id).toBe(2);
  const p = await t.inject('/api/v1/theme/2/product?page_size=5&sort=price_asc');
  expect(p.statusCode).toBe(200);
  expectShape(ProductList, p.json());
  expect(p.json().total).toBeGreaterThan(0);
  expect(p.json().data.length).toBeLessThanOrEqual(5);
});

test('bad input and unknown themes', async () => {
  expectError(await t.inject('/api/v1/theme?count=0'), 400, 40004);
  expectError(await t.inject('/api/v1/theme?count=abc'), 400, 40004);
  expectError(await t.inject('/api/v1/theme?count=1000'), 400, 40004);
  expectError(await t.inject('/api/v1/theme/abc'), 400, 40004);
  expectError(await t.inject('/api/v1/theme/9999'), 404, 40401);
  expectError(await t.inject('/api/v1/theme/9999/product'), 404, 40401);
  expectError(await t.inject('/api/v1/theme/1/product?page_size=500'), 400, 40004);
});

test('an invalid token does not block public theme pages', async () => {
  expect((await t.inject({ url: '/api/v1/theme/1', headers: { authorization: 'Bearer bad' } })).statusCode).toBe(200);
});
