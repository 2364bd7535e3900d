import { startTestApi, type TestApi } from '../testing/harness';
import type { Res } from '../testing/http';

// CORS_ORIGINS is the whole list of origins another site's pages may call the API from; the shop's own pages are
// same-origin and need none. Every path the API serves is checked: v1 (answers, errors, preflights), the
// unversioned /api routes, /dev and the emulated bucket under /v0.

const LISTED = 'https://partner.example';
const OTHER = 'https://evil.example';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ CORS_ORIGINS: `${LISTED}, https://second.example` });
});
afterAll(() => t.close());

const corsHeaders = (res: Res) => Object.keys(res.headers).filter((name) => name.startsWith('access-control-'));
const preflight = (url: string, origin: string, method = 'POST', requestHeaders = 'content-type,authorization') =>
  t.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': requestHeaders },
  });

describe('a listed origin', () => {
  test('may read answers and errors of v1 and the unversioned routes', async () => {
    for (const [url, status] of [
      ['/api/v1/category', 200],
      ['/api/client-config', 200],
      ['/api/v1/personal', 403],
      ['/api/v1/product/not-a-number', 400],
      ['/api/v1/no-such-thing', 404],
    ] as const) {
      const res = await t.inject({ url, headers: { origin: LISTED } });
      expect([url, res.statusCode, res.headers['access-control-allow-origin']]).toEqual([url, status, LISTED]);
      expect(res.headers.vary).toMatch(/origin/i);
    }
  });

  test('gets its preflight for a signed-in POST answered, for the listed methods and headers only', async () => {
    const res = await preflight('/api/v1/cart', LISTED);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(LISTED);
    expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(['GET', 'POST']);
    expect(String(res.headers['access-control-allow-headers']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['content-type', 'authorization', 'locale']),
    );
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  test('the second origin of the list is allowed as well, and is echoed alone', async () => {
    const res = await t.inject({ url: '/api/v1/category', headers: { origin: 'https://second.example' } });
    expect(res.headers['access-control-allow-origin']).toBe('https://second.example');
  });
});

describe('an origin not listed', () => {
  test('gets no CORS header on answers, errors or preflights of /api', async () => {
    for (const url of ['/api/v1/category', '/api/client-config', '/api/v1/personal', '/api/v1/no-such-thing']) {
      const res = await t.inject({ url, headers: { origin: OTHER } });
      expect([url, corsHeaders(res)]).toEqual([url, []]);
    }
    const res = await preflight('/api/v1/account/login', OTHER);
    expect(corsHeaders(res)).toEqual([]);
  });

  test('a look-alike of a listed origin is not it', async () => {
    for (const origin of ['https://partner.example.evil.example', 'http://partner.example', 'https://partner.example:8443']) {
      const res = await t.inject({ url: '/api/v1/category', headers: { origin } });
      expect([origin, res.headers['access-control-allow-origin']]).toEqual([origin, undefined]);
    }
  });
});

describe('outside /api', () => {
  test('/dev and the emulated bucket (/v0) are the shop’s own pages’: no origin gets CORS there, listed or not', async () => {
    for (const origin of [LISTED, OTHER]) {
      for (const url of ['/dev/mailbox', '/v0/b/demo-shop.appspot.com/o/avatars%2Fx.webp']) {
        const res = await t.inject({ url, headers: { origin } });
        expect([origin, url, corsHeaders(res)]).toEqual([origin, url, []]);
        const pre = await preflight(url, origin, 'POST', 'authorization,x-goog-upload-protocol');
        expect([origin, url, corsHeaders(pre)]).toEqual([origin, url, []]);
      }
    }
  });
});
