import { CategoryList } from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

test('GET /category lists at least 8 categories in the requested language', async () => {
  const tw = await t.inject('/api/v1/category');
  expect(tw.statusCode).toBe(200);
  expectShape(CategoryList, tw.json());
  expect(tw.json().data.length).toBeGreaterThanOrEqual(8);
  expect(tw.json().data[0].display_name).toBe('公仔');
  const en = await t.inject({ url: '/api/v1/category', headers: { locale: 'en' } });
  expect(en.json().data[0].display_name).toBe('Figures');
  const unknownLocale = await t.inject({ url: '/api/v1/category', headers: { locale: 'fr' } });
  expect(unknownLocale.json().data[0].display_name).toBe('公仔');
});

test('GET /category rejects a body-less POST and unknown sub-paths', async () => {
  expectError(await t.inject({ method: 'POST', url: '/api/v1/category', payload: {} }), 404, 40401);
  expectError(await t.inject('/api/v1/category/1/extra'), 404, 40401);
});

test('GET /category ignores an invalid token', async () => {
  expect((await t.inject({ url: '/api/v1/category', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(200);
});
