import Fastify from 'fastify';
import { buildTestApi, startTestApi, expectError, type TestApi } from '../testing/harness';
import { request } from '../testing/http';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ CORS_ORIGINS: 'https://shop.example', API_BODY_LIMIT: '2048' });
});
afterAll(() => t.close());

describe('errors and hardening', () => {
  test('unknown /api paths answer JSON 404, localized', async () => {
    const tw = await t.inject({ url: '/api/v1/no-such-thing' });
    expect(expectError(tw, 404, 40401).error_msg).toBe('找不到頁面');
    const en = await t.inject({ url: '/api/whatever', headers: { locale: 'en' } });
    expect(expectError(en, 404, 40401).error_msg).toBe('Page not found.');
    const cn = await t.inject({ method: 'POST', url: '/api/v1/nope', headers: { locale: 'zh-CN' } });
    expect(expectError(cn, 404, 40401).error_msg).toBe('找不到页面');
  });

  test('malformed JSON is 400 / 40004', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectError(res, 400, 40004);
  });

  test('wrong types, missing and unknown fields are 400 / 40004', async () => {
    const wrong = await t.inject({ method: 'POST', url: '/api/v1/account/login', payload: { email: 5, password: true } });
    expectError(wrong, 400, 40004);
    const missing = await t.inject({ method: 'POST', url: '/api/v1/account/login', payload: {} });
    expectError(missing, 400, 40004);
    const extra = await t.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      payload: { email: 'a@b.co', password: 'x', admin: true },
    });
    expectError(extra, 400, 40004);
  });

  test('a body over the limit is 413 / 40004', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(5000) },
    });
    expectError(res, 413, 40004);
  });

  test('an unsupported content type is a 4xx / 40004', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error_code).toBe(40004);
  });

  test('huge page sizes and bad ids are rejected, not served', async () => {
    expectError(await t.inject({ url: '/api/v1/product?page_size=100000' }), 400, 40004);
    expectError(await t.inject({ url: '/api/v1/product/abc' }), 400, 40004);
    expectError(await t.inject({ url: '/api/v1/product/99999999999' }), 400, 40004);
    expectError(await t.inject({ url: '/api/v1/product/999999' }), 404, 40401);
  });

  test('every response carries a request id', async () => {
    const res = await t.inject({ url: '/api/v1/category' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('CORS', () => {
  test('configured origins are allowed', async () => {
    const res = await t.inject({
      method: 'OPTIONS',
      url: '/api/v1/category',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe('https://shop.example');
  });
  test('other origins get no CORS headers', async () => {
    const res = await t.inject({ url: '/api/v1/category', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI and docs', () => {
  test('the document lists the v1 endpoints', async () => {
    const res = await t.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/v1/product',
      '/api/v1/product/{id}',
      '/api/v1/cart',
      '/api/v1/account/login',
      '/api/v1/theme',
      '/api/v1/system/currency-rates',
      '/api/v1/personal',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });
  test('the docs page is served', async () => {
    const res = await t.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
    const page = res.statusCode === 302 ? await t.inject({ url: res.headers.location as string }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/html/);
  });
});

describe('the API mounted next to a catch-all SPA', () => {
  test('unknown /api paths never fall through to the SPA', async () => {
    const api = await buildTestApi(t.ctx.config, {
      db: t.ctx.db,
      kind: 'pglite',
      label: 'shared',
      migrate: async () => {},
      close: async () => {},
      reportErrorsTo: () => {},
      // No board stream opens in this test: nothing listens.
      listen: async () => async () => {},
    });
    const host = Fastify({ logger: false, pluginTimeout: api.pluginTimeout });
    host.get('/*', async () => 'spa index.html');
    await api.register(host);
    await host.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(host.server.address() as { port: number }).port}`;
    expect((await request(base, { url: '/shop/page' })).body).toBe('spa index.html');
    expectError(await request(base, { url: '/api/v1/missing' }), 404, 40401);
    expectError(await request(base, { url: '/api/v2/anything' }), 404, 40401);
    expect((await request(base, { url: '/api/v1/category' })).json().data.length).toBeGreaterThanOrEqual(8);
    await host.close();
  });
});
