import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from '@jest/globals';
import { removeTempDirs, tempDir, writeFiles } from '../testing/fixtures.js';
import { shopFixture } from '../testing/shop-fixture.js';
import { API_ABSENT_MESSAGE, isApiPath, loadApi, type ShopApi } from './api-mount.js';
import { createShopServer, mountedApi } from './create-server.js';

afterAll(removeTempDirs);

/**
 * A stand-in for @shop/api with the same contract: own /api, /dev (and, when asked, /v0, the sitemaps and
 * /robots.txt) paths, own not-found handler.
 */
function fakeApi(options: { storage?: boolean; seo?: boolean } = {}): ShopApi & { closed: number } {
  const api = {
    closed: 0,
    async register(app: FastifyInstance) {
      await app.register(
        async (scope) => {
          scope.get('/v1/ping', async () => ({ pong: true }));
          scope.setNotFoundHandler((_request, reply) => reply.code(404).send({ error_code: 40400, error_msg: 'API says no' }));
        },
        { prefix: '/api' },
      );
      await app.register(async (scope) => scope.get('/mail', async () => ({ mails: [] })), { prefix: '/dev' });
      if (options.storage) {
        await app.register(async (scope) => scope.get('/b/:bucket/o/*', async () => ({ name: 'avatar' })), { prefix: '/v0' });
      }
      if (options.seo) {
        await app.register(async (scope) => {
          scope.get('/sitemap.xml', (_request, reply) => reply.type('application/xml').send('<sitemapindex/>'));
          scope.get<{ Params: { file: string } }>('/sitemaps/:file', (request, reply) =>
            request.params.file === 'products.xml' ? reply.type('application/xml').send('<urlset/>') : reply.code(404).send({}),
          );
          scope.get('/robots.txt', (_request, reply) => reply.type('text/plain').send('User-agent: *\nDisallow: /search\n'));
        });
      }
    },
    async close() {
      api.closed += 1;
    },
    describe: () => ['API: /api/v1 (fake)', 'Dev tools: /dev/mail'],
  };
  return api;
}

describe('with an API mounted', () => {
  it('routes /api and /dev to the API, including its own not-found handler, never to the SPA', async () => {
    const shop = await shopFixture();
    const api = fakeApi();
    const app = await createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api });
    const html = { accept: 'text/html' };

    expect((await app.inject({ url: '/api/v1/ping', headers: html })).json()).toEqual({ pong: true });
    expect((await app.inject({ url: '/dev/mail', headers: html })).json()).toEqual({ mails: [] });
    const unknown = await app.inject({ url: '/api/v1/unknown-thing', headers: html });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error_code: 40400, error_msg: 'API says no' });
    const dev = await app.inject({ url: '/dev/unknown', headers: html });
    expect(dev.statusCode).toBe(404);
    expect(dev.body).not.toContain('<!doctype html>');
    // The front end still works around it.
    expect((await app.inject({ url: '/product/1', headers: html })).statusCode).toBe(200);
    expect(mountedApi(app)?.describe()).toEqual(['API: /api/v1 (fake)', 'Dev tools: /dev/mail']);

    await app.close();
    expect(api.closed).toBe(1);
  });
});

describe('the Firebase Storage path /v0', () => {
  it('belongs to the API, like /api and /dev', () => {
    for (const url of ['/v0', '/v0/b/x/o', '/v0/b/x/o?name=a', '/v0/b/demo-shop.appspot.com/o/avatars%2F1%2Fa.png?alt=media']) {
      expect(isApiPath(url)).toBe(true);
    }
    for (const url of ['/v0x', '/v01/b', '/member/v0', '/']) expect(isApiPath(url)).toBe(false);
  });

  it('is answered by the API when it serves the bucket, and is a JSON 404 (never the page) when it does not', async () => {
    const shop = await shopFixture();
    const html = { accept: 'text/html' };
    const object = '/v0/b/demo-shop.appspot.com/o/avatars%2F1%2Fa.png?alt=media&token=t';
    const withStorage = await createShopServer({
      publishDir: shop.publishDir,
      shellDir: shop.shellDir,
      api: fakeApi({ storage: true }),
    });
    expect((await withStorage.inject({ url: object, headers: html })).json()).toEqual({ name: 'avatar' });
    await withStorage.close();

    const without = await createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api: fakeApi() });
    for (const url of [object, '/v0/b/demo-shop.appspot.com/o?name=avatars%2F1%2Fa.png']) {
      const response = await without.inject({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).not.toContain('<!doctype html>');
    }
    await without.close();
  });
});

describe('loadApi', () => {
  async function moduleFile(source: string): Promise<string> {
    const dir = await tempDir('fake-api');
    await writeFiles(dir, { 'index.mjs': source });
    return pathToFileURL(path.join(dir, 'index.mjs')).href;
  }

  it('logs one line and returns undefined when the API package does not exist', async () => {
    const lines: string[] = [];
    const missing = pathToFileURL(path.join(await tempDir('none'), 'index.mjs')).href;
    await expect(loadApi({ specifier: missing, log: (line) => lines.push(line) })).resolves.toBeUndefined();
    expect(lines).toEqual([API_ABSENT_MESSAGE]);
    expect(API_ABSENT_MESSAGE).toBe('API not present yet: serving the front end only');
  });

  it('treats a module without createApi as not present yet', async () => {
    const lines: string[] = [];
    const specifier = await moduleFile('export const somethingElse = 1;\n');
    await expect(loadApi({ specifier, log: (line) => lines.push(line) })).resolves.toBeUndefined();
    expect(lines).toEqual([API_ABSENT_MESSAGE]);
  });

  it('creates the API through createApi(options), handing it the stand-ins of @shop/sandboxes', async () => {
    const specifier = await moduleFile(
      'export async function createApi({ standIns, ...options }) { return { register: async () => {}, close: async () => {}, describe: () => [JSON.stringify(options), JSON.stringify(Object.keys(standIns.paymentGateways)), typeof standIns.devRoutes, typeof standIns.storageBucket] }; }\n',
    );
    const api = await loadApi({ specifier, apiOptions: { port: 1 }, log: () => {} });
    expect(api?.describe()).toEqual(['{"port":1}', '["sandbox"]', 'function', 'function']);
  });

  it('does not hide a broken API behind "not present"', async () => {
    const specifier = await moduleFile("import 'definitely-not-an-installed-package-xyz';\nexport const createApi = 1;\n");
    const lines: string[] = [];
    await expect(loadApi({ specifier, log: (line) => lines.push(line) })).rejects.toThrow(
      /definitely-not-an-installed-package-xyz/,
    );
    expect(lines).toEqual([]);
    const throwing = await moduleFile("throw new Error('API boot failed');\n");
    await expect(loadApi({ specifier: throwing, log: () => {} })).rejects.toThrow('API boot failed');
  });

  it('starts the server without an API when none is given and @shop/api cannot be loaded', async () => {
    const shop = await shopFixture();
    const app = await createShopServer({
      publishDir: shop.publishDir,
      shellDir: shop.shellDir,
      api: (await loadApi({ specifier: '@shop/definitely-missing', log: () => {} })) ?? null,
    });
    expect((await app.inject('/api/v1/ping')).json()).toEqual({ error_code: 40400, error_msg: 'Not found' });
    await app.close();
  });
});

describe("search engines' files: /sitemap.xml, /sitemaps/…, /robots.txt", () => {
  it('belong to the API', () => {
    for (const url of ['/sitemap.xml', '/sitemap.xml?x=1', '/sitemaps/products-2.xml', '/sitemaps/', '/robots.txt']) {
      expect([url, isApiPath(url)]).toEqual([url, true]);
    }
    for (const url of ['/sitemap.xmlx', '/robots.txt/x', '/product/sitemap.xml', '/sitemapsx', '/']) {
      expect([url, isApiPath(url)]).toEqual([url, false]);
    }
  });

  it('are answered by the mounted API, even where the shell has a file of that name, and never by the page', async () => {
    const shop = await shopFixture();
    await writeFile(path.join(shop.shellDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    const html = { accept: 'text/html' };
    const app = await createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api: fakeApi({ seo: true }) });
    expect((await app.inject({ url: '/sitemap.xml', headers: html })).body).toBe('<sitemapindex/>');
    expect((await app.inject({ url: '/sitemaps/products.xml', headers: html })).body).toBe('<urlset/>');
    expect((await app.inject({ url: '/robots.txt', headers: html })).body).toBe('User-agent: *\nDisallow: /search\n');
    const unknown = await app.inject({ url: '/sitemaps/unknown.xml', headers: html });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('<!doctype html>');
    await app.close();

    // An API without them: JSON 404s, never the page or the shell's file.
    const without = await createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api: fakeApi() });
    for (const url of ['/sitemap.xml', '/sitemaps/products.xml', '/robots.txt']) {
      const response = await without.inject({ url, headers: html });
      expect([url, response.statusCode, response.headers['content-type']]).toEqual([url, 404, 'application/json; charset=utf-8']);
    }
    await without.close();
  });
});
