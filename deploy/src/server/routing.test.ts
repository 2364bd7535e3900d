import { request as httpRequest } from 'node:http';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { removeTempDirs, tempDir } from '../testing/fixtures.js';
import { INDEX_HTML, SECRET, shopFixture, type ShopFixture } from '../testing/shop-fixture.js';
import { createShopServer } from './create-server.js';
import { startShopServer, type StartedShopServer } from './start-server.js';

let shop: ShopFixture;
let app: FastifyInstance;
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

beforeAll(async () => {
  shop = await shopFixture();
  app = await createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api: null });
});
afterAll(async () => {
  await app.close();
  await removeTempDirs();
});

describe('SPA fallback', () => {
  it.each(['/', '/product/42', '/theme/one-piece', '/member/orders/', '/news/2024.11', '/search?q=figure'])(
    'a browser asking for %s gets the shell',
    async (url) => {
      const response = await app.inject({ url, headers: { accept: BROWSER_ACCEPT } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('answers HEAD like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/product/42', headers: { accept: BROWSER_ACCEPT } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe('');
  });

  it.each(['/missing.js', '/assets/missing.3f2a9c1b.css', '/favicon.png', '/deep/link/missing.js'])(
    'a missing asset %s is a 404, never index.html',
    async (url) => {
      const response = await app.inject({ url, headers: { accept: BROWSER_ACCEPT } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<!doctype html>');
    },
  );

  it('does not answer a page URL with HTML to a client that does not accept HTML', async () => {
    const response = await app.inject({ url: '/product/42', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
  });

  it('does not answer other methods with the shell', async () => {
    const response = await app.inject({ method: 'POST', url: '/product/42', headers: { accept: BROWSER_ACCEPT } });
    expect(response.statusCode).toBe(404);
  });
});

describe('published remotes', () => {
  it('serves a live version under /remotes/<app>/<version>/ and remotes.json points at it', async () => {
    const manifest = (await app.inject('/remotes.json')).json() as { remotes: { manifest: string }[] };
    const url = manifest.remotes[0]!.manifest;
    expect(url).toBe(`/remotes/mf-catalog/${shop.catalogVersion}/mf-manifest.json`);
    expect((await app.inject(url)).json()).toMatchObject({ id: 'mf_catalog' });
  });

  it.each(['/remotes/mf-catalog/9.9.9-deadbeef/remoteEntry.js', '/remotes/mf-catalog/history.json', '/remotes/mf-catalog/'])(
    '%s is a 404 (unknown version, bookkeeping, or a folder)',
    async (url) => {
      const response = await app.inject({ url, headers: { accept: BROWSER_ACCEPT } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<!doctype html>');
    },
  );

  it('serves an empty manifest when nothing is published yet', async () => {
    const empty = await createShopServer({ publishDir: await tempDir('empty'), shellDir: shop.shellDir, api: null });
    const response = await empty.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ remotes: [] });
    expect(response.headers['cache-control']).toBe('no-cache');
    await empty.close();
  });
});

describe('without the API', () => {
  it.each([
    '/api',
    '/api/v1/products',
    '/api/v1/unknown?x=1',
    '/dev/mail',
    '/api/v1/thing.json',
    '/v0/b/b/o/avatars%2F1%2Fa.png',
  ])('%s is a JSON 404, even for a browser', async (url) => {
    const response = await app.inject({ url, headers: { accept: BROWSER_ACCEPT } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error_code: 40400, error_msg: 'Not found' });
  });

  it('still serves the front end when the shell is not built, with a clear message', async () => {
    const bare = await createShopServer({ publishDir: shop.publishDir, shellDir: path.join(shop.base, 'nope'), api: null });
    const response = await bare.inject({ url: '/product/1', headers: { accept: BROWSER_ACCEPT } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/shell is not built/);
    expect((await bare.inject('/remotes.json')).statusCode).toBe(200);
    await bare.close();
  });
});

describe('path traversal over real HTTP', () => {
  let server: StartedShopServer;
  beforeAll(async () => {
    server = await startShopServer({
      publishDir: shop.publishDir,
      shellDir: shop.shellDir,
      api: null,
      port: 0,
      host: '127.0.0.1',
    });
  });
  afterAll(async () => server.close());

  /** Raw GET: node's http client sends the path exactly as given (no dot-segment normalisation). */
  function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
    const { port } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, headers: { accept: BROWSER_ACCEPT } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('listens on the chosen host with a free port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.apiDescription).toEqual([]);
  });

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/remotes/../../secret.txt',
    '/remotes/mf-catalog/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    '/remotes/..%2f..%2fsecret.txt',
    '/.env',
    '/%2eenv',
  ])('%s does not leak files outside the served folders', async (rawPath) => {
    const response = await rawGet(rawPath);
    expect(response.body).not.toContain(SECRET);
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it('refuses a port that is taken with a clear message, closing what it opened', async () => {
    const { port } = new URL(server.url);
    const api = { register: async () => {}, close: jest.fn(async () => {}), describe: () => [] };
    await expect(
      startShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api, port: Number(port), host: '127.0.0.1' }),
    ).rejects.toThrow(`port ${port} on 127.0.0.1 is already in use`);
    expect(api.close).toHaveBeenCalledTimes(1);
  });

  it('serves the real files it should', async () => {
    expect((await rawGet('/humans.txt')).status).toBe(200);
    expect((await rawGet('/assets/%E5%85%AC%E4%BB%94%20figure.png')).status).toBe(200);
    expect((await rawGet(`/remotes/mf-catalog/${shop.catalogVersion}/remoteEntry.js`)).status).toBe(200);
  });
});

describe('a remote whose files are gone', () => {
  it('answers 404 for its assets while the shell keeps working', async () => {
    const local = await shopFixture();
    const server = await createShopServer({ publishDir: local.publishDir, shellDir: local.shellDir, api: null });
    await rm(path.join(local.publishDir, 'remotes', 'mf-catalog', local.catalogVersion), { recursive: true });
    expect((await server.inject(`/remotes/mf-catalog/${local.catalogVersion}/remoteEntry.js`)).statusCode).toBe(404);
    expect((await server.inject({ url: '/product/1', headers: { accept: BROWSER_ACCEPT } })).statusCode).toBe(200);
    await server.close();
  });
});
