import { AdminArticleBody, AdminArticleList } from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { adminCall, expectStaffAndVisitorsRefused, inLanguages, storedPicture } from '../../testing/catalogue-admin';
import { auditRows, operatorToken } from '../../testing/operators';

// The console's news: bodies stored sanitised (no script, event handlers, styles or javascript: links), shown in
// the shop's news at once.

let t: TestApi;
let merchandiser: string;
let admin: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await startTestApi({ CATALOGUE_CACHE_MS: '60000' });
  merchandiser = await operatorToken(t, 'merchandiser');
  admin = adminCall(t);
});
afterAll(() => t.close());

const hostile =
  '<h2 onclick="steal()">Sale</h2><script>alert(1)</script><p style="position:fixed">Now <b>on</b></p>' +
  '<img src="/api/v1/images/a.jpg" onerror="alert(1)"><a href="javascript:alert(1)">here</a>' +
  '<iframe src="https://example.com"></iframe><table><tr><td>1</td></tr></table>';
const article = (extra: object = {}) => ({
  title: inLanguages('Console news'),
  summary: inLanguages('Summary'),
  body: { tw: hostile, cn: '<p>简体</p>', en: '<p>English</p>' },
  cover: storedPicture(t, 'news.png'),
  hot: true,
  ...extra,
});

test('an article body is stored without script, handlers, styles or javascript: links, and the shop shows it at once', async () => {
  await t.inject('/api/v1/article?page_size=5');
  const res = await admin('POST', '/articles', merchandiser, article());
  expect(res.statusCode).toBe(201);
  expectShape(AdminArticleBody, res.json());
  const { id, body } = (res.json() as AdminArticleBody).data;
  expect(body.tw).toBe(
    '<h2>Sale</h2><p>Now <b>on</b></p><img src="/api/v1/images/a.jpg"><a>here</a><table><tbody><tr><td>1</td></tr></tbody></table>',
  );
  const shop = await t.inject({ url: `/api/v1/article/${id}`, headers: { locale: 'en' } });
  expect(shop.json().data).toMatchObject({ title: 'Console news (en)', content: '<p>English</p>', is_hot: true });
  const listed = (await t.inject('/api/v1/article?page_size=5')).json().data.map((a: { article_id: number }) => a.article_id);
  expect(listed).toContain(id);
  const changed = await admin(
    'PUT',
    `/articles/${id}`,
    merchandiser,
    article({ body: { tw: '<p onmouseover="x()">新</p>', cn: '', en: '' } }),
  );
  expect(changed.json().data.body).toEqual({ tw: '<p>新</p>', cn: '', en: '' });
  expect(changed.json().data.published_at).toBe(res.json().data.published_at);
  const list = (await admin('GET', '/articles?page_size=2', merchandiser)).json();
  expectShape(AdminArticleList, list);
  expect((await admin('GET', `/articles/${id}`, merchandiser)).json().data.body.tw).toBe('<p>新</p>');
  expect((await admin('DELETE', `/articles/${id}`, merchandiser)).statusCode).toBe(200);
  expectError(await t.inject(`/api/v1/article/${id}`), 404, 40401);
  const actions = (await auditRows(t)).filter((r) => r.target === 'article' && r.targetId === String(id)).map((r) => r.action);
  expect(actions).toEqual(['article.create', 'article.update', 'article.remove']);
});

test('bad input is refused and writes nothing', async () => {
  const before = (await auditRows(t)).length;
  expectError(await admin('POST', '/articles', merchandiser, article({ cover: 'https://example.com/a.png' })), 400, 40090);
  expectError(await admin('POST', '/articles', merchandiser, article({ title: { tw: '', cn: 'x', en: 'x' } })), 400, 40004);
  expectError(await admin('PUT', '/articles/2147483647', merchandiser, article()), 404, 40451);
  expectError(await admin('DELETE', '/articles/2147483647', merchandiser), 404, 40451);
  expectError(await admin('GET', '/articles/2147483647', merchandiser), 404, 40451);
  expect((await auditRows(t)).length).toBe(before);
});

test('staff and visitors are refused', () =>
  expectStaffAndVisitorsRefused(t, [
    ['GET', '/articles'],
    ['GET', '/articles/1'],
    ['POST', '/articles', article()],
    ['PUT', '/articles/1', article()],
    ['DELETE', '/articles/1'],
  ]));
