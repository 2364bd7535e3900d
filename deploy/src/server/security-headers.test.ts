import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { removeTempDirs } from '../testing/fixtures.js';
import { BOOT_CSS, EARLY_NAVIGATION, shopFixture, withShellDocuments, type ShopFixture } from '../testing/shop-fixture.js';
import type { ShopApi } from './api-mount.js';
import { createShopServer } from './create-server.js';
import { cspNonceOf } from './csp-nonce.js';
import { HSTS } from './security-headers.js';

const EMULATOR = 'http://127.0.0.1:9099';
/** What an attacker got into a page the server built (a product text that escaped, say). */
const INJECTED = 'alert(1)';

/** The API's contract as the shop server sees it: routes under /api, and what browsers are told. */
const api: ShopApi = {
  async register(app: FastifyInstance) {
    await app.register(
      async (scope) => {
        scope.get('/v1/category', async () => ({ data: [] }));
        // Like /api/docs: an HTML page of the API's with its own, stricter policy.
        scope.get('/docs', async (_request, reply) =>
          reply.type('text/html; charset=utf-8').header('content-security-policy', "default-src 'none'").send('<p>docs</p>'),
        );
        // A document built per request: its own inline script carries the request's nonce, as the render writes it,
        // and a script that got into its content does not.
        scope.get('/preview', async (request, reply) =>
          reply
            .type('text/html; charset=utf-8')
            .send(`<script nonce="${cspNonceOf(request)}">window.rendered = 1;</script><p><script>${INJECTED}</script></p>`),
        );
      },
      { prefix: '/api' },
    );
  },
  close: async () => {},
  describe: () => [],
  clientConfig: () => ({
    firebase: { apiKey: 'k', authDomain: 'demo-shop.firebaseapp.com', projectId: 'demo-shop', emulatorUrl: EMULATOR },
    storage: { bucket: 'demo-shop.appspot.com', emulated: true },
  }),
};

let shop: ShopFixture;
let app: FastifyInstance;
const servers: FastifyInstance[] = [];

async function server(options: { trustProxy?: string | boolean } = {}): Promise<FastifyInstance> {
  const created = await createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api, ...options });
  servers.push(created);
  return created;
}

beforeAll(async () => {
  shop = await shopFixture();
  await withShellDocuments(shop.shellDir);
  app = await server();
});
afterAll(async () => {
  for (const created of servers) await created.close();
  await removeTempDirs();
});

const remoteFile = () => `/remotes/mf-catalog/${shop.catalogVersion}/remoteEntry.js`;
const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { accept: 'text/html', ...headers } });
const directive = (policy: unknown, name: string) =>
  String(policy)
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];
const NONCE = /^'nonce-([A-Za-z0-9+/]{22}==)'$/;
/** The nonce a directive allows, if any (128 bits in base64). */
const nonceIn = (sources: string[]) => sources.map((source) => NONCE.exec(source)?.[1]).find(Boolean);
const withoutNonce = (sources: string[]) => sources.filter((source) => !NONCE.test(source));
const SHOP_SCRIPTS = ["'self'", 'https://*.googletagmanager.com', 'https://apis.google.com'];

describe('Content-Security-Policy', () => {
  const served = () => [
    '/',
    '/product/42',
    '/main.3f2a9c1b.js',
    '/remotes.json',
    remoteFile(),
    '/api/v1/category',
    '/missing.js',
  ];

  it('every answer carries the strict policy: scripts from the shop and the analytics host, inline only the shell’s own', async () => {
    for (const url of served()) {
      const response = await page(url);
      const scripts = directive(response.headers['content-security-policy'], 'script-src');
      expect([url, withoutNonce(scripts)]).toEqual([url, SHOP_SCRIPTS]);
      // A nonce only where a document may use it: a file or the API's JSON runs nothing inline.
      const isDocument = String(response.headers['content-type']).startsWith('text/html');
      expect([url, scripts.length - SHOP_SCRIPTS.length]).toEqual([url, isDocument ? 1 : 0]);
      expect(directive(response.headers['content-security-policy'], 'frame-ancestors')).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it.each(['/', '/product/42'])('%s: the shell’s inline style and script carry the nonce the policy allows', async (url) => {
    const response = await page(url);
    const policy = response.headers['content-security-policy'];
    const nonce = nonceIn(directive(policy, 'script-src'));
    expect(nonceIn(directive(policy, 'style-src'))).toBe(nonce);
    expect(response.body).toContain(`<style nonce="${nonce}">${BOOT_CSS}</style>`);
    expect(response.body).toContain(`<script nonce="${nonce}">${EARLY_NAVIGATION}</script>`);
    expect(withoutNonce(directive(policy, 'style-src'))).toEqual(["'self'"]);
  });

  it('the document’s remotes manifest is a JSON block no browser executes: the policy needs nothing for it', async () => {
    const { body, headers } = await page('/product/42');
    expect(body).toContain('<script type="application/json" id="shop-remotes">');
    expect(withoutNonce(directive(headers['content-security-policy'], 'script-src'))).toEqual(SHOP_SCRIPTS);
  });

  it('each document gets a nonce of its own, 128 random bits, allowed for its scripts and styles', async () => {
    const nonces: (string | undefined)[] = [];
    for (const url of ['/', '/', '/product/42', '/product/42']) {
      const policy = (await page(url)).headers['content-security-policy'];
      const nonce = nonceIn(directive(policy, 'script-src'));
      expect(Buffer.from(nonce ?? '', 'base64')).toHaveLength(16);
      expect(nonceIn(directive(policy, 'style-src'))).toBe(nonce);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('a document built per request allows its render’s nonce, never a script injected into it', async () => {
    const response = await page('/api/preview');
    expect(response.body).toContain(`<script>${INJECTED}</script>`);
    const policy = String(response.headers['content-security-policy']);
    const scripts = directive(policy, 'script-src');
    expect(withoutNonce(scripts)).toEqual(SHOP_SCRIPTS);
    expect(response.body).toContain(`<script nonce="${nonceIn(scripts)}">`);
    expect(policy).not.toMatch(/sha256|unsafe-inline|unsafe-hashes|strict-dynamic/);
  });

  it('a document revalidated with a 304 keeps the policy it came with: no new nonce to contradict it', async () => {
    const first = await page('/product/42');
    const revalidated = await page('/product/42', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
  });

  it('names the hosts of the API’s client configuration (here the Auth emulator)', async () => {
    const policy = (await page('/')).headers['content-security-policy'];
    expect(directive(policy, 'connect-src')).toContain(EMULATOR);
    expect(directive(policy, 'frame-src')).toEqual(["'self'", EMULATOR]);
  });

  it('allows a developer’s server only on the answers whose remotes a pin sends there', async () => {
    const dev = 'http://localhost:3001';
    const pinned = await page('/', { 'x-shop-override': `mf-catalog=${dev}/mf-manifest.json` });
    expect(pinned.body).toContain(`${dev}/mf-manifest.json`);
    expect(directive(pinned.headers['content-security-policy'], 'script-src')).toContain(dev);
    expect(String((await page('/')).headers['content-security-policy'])).not.toContain(dev);
  });

  it('leaves a policy the API set itself alone', async () => {
    expect((await page('/api/docs')).headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('without an API, no sign-in host is allowed', async () => {
    const bare = await createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api: null });
    servers.push(bare);
    for (const url of ['/', '/api/nothing']) {
      const policy = String((await bare.inject({ url, headers: { accept: 'text/html' } })).headers['content-security-policy']);
      expect(withoutNonce(directive(policy, 'script-src'))).toEqual(["'self'", 'https://*.googletagmanager.com']);
      expect(policy).not.toContain(EMULATOR);
    }
  });
});

describe('HSTS', () => {
  const viaProxy = { 'x-forwarded-proto': 'https' };

  it('is never sent over plain HTTP', async () => {
    for (const url of ['/', '/remotes.json', '/api/v1/category']) {
      expect((await page(url)).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('ignores X-Forwarded-Proto unless the proxy is trusted (any client could send it)', async () => {
    expect((await page('/', viaProxy)).headers['strict-transport-security']).toBeUndefined();
    const otherProxy = await server({ trustProxy: '10.0.0.1' });
    const response = await otherProxy.inject({ url: '/', headers: { accept: 'text/html', ...viaProxy } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent on every answer that reached a trusted proxy over HTTPS', async () => {
    // inject() connects from 127.0.0.1: the proxy here.
    const behindProxy = await server({ trustProxy: '127.0.0.1' });
    for (const url of ['/', '/product/42', '/main.3f2a9c1b.js', '/remotes.json', '/api/v1/category']) {
      const response = await behindProxy.inject({ url, headers: { accept: 'text/html', ...viaProxy } });
      expect([url, response.headers['strict-transport-security']]).toEqual([url, HSTS]);
    }
    const plain = await behindProxy.inject({ url: '/', headers: { accept: 'text/html', 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CORS on the front end', () => {
  const foreign = { origin: 'https://evil.example' };

  it('no answer of the document server grants another origin anything', async () => {
    for (const url of ['/', '/product/42', '/main.3f2a9c1b.js', '/remotes.json', remoteFile()]) {
      const response = await page(url, foreign);
      const granted = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
      expect([url, granted]).toEqual([url, []]);
    }
  });

  it('a preflight for a page or the manifest is not answered with CORS headers', async () => {
    for (const url of ['/', '/remotes.json']) {
      const response = await app.inject({
        method: 'OPTIONS',
        url,
        headers: { ...foreign, 'access-control-request-method': 'GET' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
