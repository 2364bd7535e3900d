import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { removeTempDirs } from '../testing/fixtures.js';
import { INDEX_HTML, shopFixture, type ShopFixture } from '../testing/shop-fixture.js';
import { createShopServer } from './create-server.js';

let shop: ShopFixture;
let app: FastifyInstance;
const IMMUTABLE = 'public, max-age=31536000, immutable';

beforeAll(async () => {
  shop = await shopFixture();
  app = await createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api: null });
});
afterAll(async () => {
  await app.close();
  await removeTempDirs();
});

const remote = (file: string) => `/remotes/mf-catalog/${shop.catalogVersion}/${file}`;

describe('Cache-Control', () => {
  it.each([
    ['/main.3f2a9c1b.js', IMMUTABLE],
    ['/vendor.0123abcd4567.js', IMMUTABLE],
    ['/main.3f2a9c1b.css', IMMUTABLE],
    ['/', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/product/42', 'no-cache'],
    ['/remotes.json', 'no-cache'],
    ['/favicon.ico', 'no-cache'],
    ['/humans.txt', 'no-cache'],
  ])('%s -> %s', async (url, expected) => {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(expected);
  });

  it('applies the same rules inside a published remote version', async () => {
    for (const [file, expected] of [
      ['mf-manifest.json', 'no-cache'],
      ['remoteEntry.js', 'no-cache'],
      ['routes.1a2b3c4d.js', IMMUTABLE],
      ['styles.0f9e8d7c.css', IMMUTABLE],
    ] as const) {
      const response = await app.inject(remote(file));
      expect([file, response.statusCode, response.headers['cache-control']]).toEqual([file, 200, expected]);
    }
  });
});

describe('revalidation', () => {
  it('the page document answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject({ url: '/product/42', headers: { accept: 'text/html' } });
    expect(first.headers.etag).toBeTruthy();
    const byEtag = await app.inject({
      url: '/product/42',
      headers: { accept: 'text/html', 'if-none-match': String(first.headers.etag) },
    });
    expect(byEtag.statusCode).toBe(304);
    expect(byEtag.body).toBe('');
    const stale = await app.inject({ url: '/product/42', headers: { accept: 'text/html', 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('/remotes.json, resolved per shopper, answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject({ url: '/remotes.json' });
    const again = await app.inject({ url: '/remotes.json', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each(['/index.html'])('%s answers 304 to a matching If-None-Match and If-Modified-Since', async (url) => {
    const first = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    const byEtag = await app.inject({ url, headers: { accept: 'text/html', 'if-none-match': String(first.headers.etag) } });
    expect(byEtag.statusCode).toBe(304);
    expect(byEtag.body).toBe('');
    const byDate = await app.inject({
      url,
      headers: { accept: 'text/html', 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(byDate.statusCode).toBe(304);
  });

  it('answers 200 again when the file changed', async () => {
    const first = await app.inject(remote('mf-manifest.json'));
    const other = await app.inject({ url: remote('mf-manifest.json'), headers: { 'if-none-match': 'W/"stale"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });
});

describe('content types', () => {
  it.each([
    ['/main.3f2a9c1b.js', /^application\/javascript; charset=utf-8$/i],
    ['/main.3f2a9c1b.css', /^text\/css; charset=utf-8$/i],
    ['/', /^text\/html; charset=utf-8$/i],
    ['/remotes.json', /^application\/json/],
  ])('%s is %s', async (url, type) => {
    expect((await app.inject(url)).headers['content-type']).toMatch(type);
  });

  it('serves a remote manifest as JSON', async () => {
    expect((await app.inject(remote('mf-manifest.json'))).headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('compression', () => {
  const cases = [
    ['/main.3f2a9c1b.js', path.join('shell-dist', 'main.3f2a9c1b.js')],
    ['/main.3f2a9c1b.css', path.join('shell-dist', 'main.3f2a9c1b.css')],
  ] as const;

  it.each(cases)('%s is sent brotli-compressed to a client that accepts br', async (url, file) => {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const original = await readFile(path.join(shop.base, file));
    expect(response.rawPayload.length).toBeLessThan(original.length);
    expect(brotliDecompressSync(response.rawPayload)).toEqual(original);
  });

  it.each(cases)('%s is sent gzip-compressed to a client that accepts only gzip', async (url, file) => {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip', accept: 'text/html' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload)).toEqual(await readFile(path.join(shop.base, file)));
  });

  it('compresses the page document built per request', async () => {
    const identity = await app.inject({ url: '/product/42', headers: { accept: 'text/html' } });
    const response = await app.inject({ url: '/product/42', headers: { 'accept-encoding': 'br', accept: 'text/html' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(identity.body);
  });

  it('compresses JSON from a published remote', async () => {
    const response = await app.inject({ url: remote('mf-manifest.json'), headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).id).toBe('mf_catalog');
  });

  it('sends identity bytes to a client that accepts no compression', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(INDEX_HTML);
  });
});

// Security headers (CSP, HSTS, no CORS): security-headers.test.ts.
