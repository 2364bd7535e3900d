import { ArticleDetail, ArticleList } from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';

/** Nothing in an article body that could run script (the front end sanitises too, but the shop's own news must not need it). */
const scriptFree = (html: string) =>
  !/<\s*(script|iframe|object|embed|link|meta|style)\b|\son[a-z]+\s*=|javascript:|data:text\/html/i.test(html);

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

test('GET /article pages newest first, filters hot news', async () => {
  const res = await t.inject('/api/v1/article?page_size=5');
  expect(res.statusCode).toBe(200);
  expectShape(ArticleList, res.json());
  const { data, total } = res.json();
  expect(total).toBeGreaterThanOrEqual(20);
  expect(data).toHaveLength(5);
  const times = data.map((a: { published_at: number }) => a.published_at);
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  const hot = await t.inject('/api/v1/article?hot=true&page_size=100');
  expect(hot.json().data.every((a: { is_hot: boolean }) => a.is_hot)).toBe(true);
});

test('GET /article/:id returns rich HTML without script, per language', async () => {
  const tw = await t.inject('/api/v1/article/1');
  expect(tw.statusCode).toBe(200);
  expectShape(ArticleDetail, tw.json());
  const html: string = tw.json().data.content;
  expect(html).toMatch(/<h2>/);
  expect(html).toMatch(/<img /);
  expect(html).toMatch(/<table>/);
  expect(scriptFree(html)).toBe(true);
  expect(scriptFree('<img src=x onerror=alert(1)>')).toBe(false);
  const en = await t.inject({ url: '/api/v1/article/1', headers: { locale: 'en' } });
  expect(en.json().data.title).not.toBe(tw.json().data.title);
});

test('bad input and unknown articles', async () => {
  expectError(await t.inject('/api/v1/article?hot=maybe'), 400, 40004);
  expectError(await t.inject('/api/v1/article?page=-1'), 400, 40004);
  expectError(await t.inject('/api/v1/article/abc'), 400, 40004);
  expectError(await t.inject('/api/v1/article/424242'), 404, 40401);
});

test('an invalid token does not block news', async () => {
  expect((await t.inject({ url: '/api/v1/article', headers: { authorization: 'Bearer bad' } })).statusCode).toBe(200);
});
