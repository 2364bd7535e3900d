import robotsParser from 'robots-parser';
import { startTestApi, type TestApi } from '../../testing/harness';

// robots.txt as a crawler reads it (robots-parser, Google's matching rules): the spec's not-indexed routes and
// nothing else, and where the sitemap is.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

test('robots.txt keeps crawlers out of exactly the not-indexed routes and points to the sitemap', async () => {
  const res = await t.inject('/robots.txt');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  const robots = robotsParser(`${t.base}/robots.txt`, res.body);
  const allowed = ['/', '/product/1', '/fanza/3', '/fanza/faq', '/fanza/3?lang=en', '/theme/2', '/news-list', '/cart'];
  const disallowed = [
    '/search?keyword=x',
    '/search',
    '/checkout',
    '/result',
    '/order-detail',
    '/member',
    '/member/orders',
    '/member/coupon-list',
    '/fanza',
    '/fanza?page=2',
    '/fanza?lang=en',
  ];
  for (const p of allowed) expect([p, robots.isAllowed(`${t.base}${p}`, 'Googlebot')]).toEqual([p, true]);
  for (const p of disallowed) expect([p, robots.isDisallowed(`${t.base}${p}`, 'Googlebot')]).toEqual([p, true]);
  const rules = res.body.split('\n').filter((line) => line.startsWith('Disallow:'));
  expect(rules.map((line) => line.slice('Disallow:'.length).trim()).sort()).toEqual(
    ['/search', '/checkout', '/result', '/order-detail', '/member', '/fanza$', '/fanza?'].sort(),
  );
  expect(robots.getSitemaps()).toEqual([`${t.base}/sitemap.xml`]);
  // Revalidated by ETag.
  const again = await t.inject({ url: '/robots.txt', headers: { 'if-none-match': String(res.headers.etag) } });
  expect(again.statusCode).toBe(304);
});
