import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { removeTempDirs, tempDir } from '../testing/fixtures.js';
import { shopFixture, type ShopFixture } from '../testing/shop-fixture.js';
import { IMMUTABLE } from './cache-policy.js';
import { createShopServer } from './create-server.js';

const CONSOLE_HTML = '<!doctype html><html><head><script defer src="/ops/main.1a2b3c4d.js"></script></head><body></body></html>';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let shop: ShopFixture;
let consoleDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  shop = await shopFixture();
  consoleDir = await tempDir('console');
  await writeFile(path.join(consoleDir, 'index.html'), CONSOLE_HTML);
  await writeFile(path.join(consoleDir, 'main.1a2b3c4d.js'), 'console.log("console")');
  await writeFile(path.join(consoleDir, '.build-stamp.json'), '{}');
  await mkdir(path.join(consoleDir, 'assets'));
  app = await createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, consoleDir, api: null });
});
afterAll(async () => {
  await app.close();
  await removeTempDirs();
});

describe('the operator console under /ops', () => {
  it.each(['/ops/', '/ops/orders', '/ops/orders/12?tab=notices', '/ops/sign-in?from=%2Faudit', '/ops/audit'])(
    'answers the page %s with its document, never stored, under the shop’s policy with a fresh nonce',
    async (url) => {
      const first = await app.inject({ url, headers: { accept: BROWSER_ACCEPT } });
      const second = await app.inject({ url, headers: { accept: BROWSER_ACCEPT } });
      expect(first.statusCode).toBe(200);
      expect(first.body).toBe(CONSOLE_HTML);
      expect(first.headers['content-type']).toMatch(/^text\/html/);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.headers['x-frame-options']).toBe('DENY');
      const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];
      expect(String(first.headers['content-security-policy'])).toMatch(/default-src 'self'|script-src/);
      expect(nonceOf(first.headers['content-security-policy'])).toBeDefined();
      expect(nonceOf(first.headers['content-security-policy'])).not.toBe(nonceOf(second.headers['content-security-policy']));
    },
  );

  it('sends /ops to /ops/', async () => {
    const response = await app.inject({ url: '/ops', headers: { accept: BROWSER_ACCEPT } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/ops/');
  });

  it('keeps its hashed files a year, and a missing or hidden file is a 404, not the document', async () => {
    const script = await app.inject({ url: '/ops/main.1a2b3c4d.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    for (const url of ['/ops/main.00000000.js', '/ops/.build-stamp.json', '/ops/%2e%2e/secret.js']) {
      const response = await app.inject({ url, headers: { accept: BROWSER_ACCEPT } });
      expect([url, response.statusCode >= 400 && response.statusCode < 500]).toEqual([url, true]);
    }
  });

  it('leaves /ops/api to the release API: an unknown path there is a 404, never the console', async () => {
    const response = await app.inject({ url: '/ops/api/nothing', headers: { accept: BROWSER_ACCEPT } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(CONSOLE_HTML);
  });

  it('says so when the console is not built', async () => {
    const bare = await createShopServer({
      publishDir: shop.publishDir,
      shellDir: shop.shellDir,
      consoleDir: path.join(consoleDir, 'nope'),
      api: null,
    });
    const response = await bare.inject({ url: '/ops/orders', headers: { accept: BROWSER_ACCEPT } });
    await bare.close();
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/npm run build -- ops/);
  });
});
