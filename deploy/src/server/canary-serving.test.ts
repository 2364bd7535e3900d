import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RemotesManifest } from '@shop/shared/manifest';
import { readRemotePackage } from '../apps.js';
import { publishRemote } from '../publish/publish-remote.js';
import { encodePins, signOverride } from '../release/overrides.js';
import { abortCanary, startCanary } from '../release/rollout.js';
import { inCanary } from '../release/shopper-bucket.js';
import { CATALOG, fakeRepo, removeTempDirs, writeRemote } from '../testing/fixtures.js';
import { shopFixture, withShellDocuments, type ShopFixture } from '../testing/shop-fixture.js';
import { createShopServer } from './create-server.js';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml';
const SECRET = 'ops-secret-for-tests';
const QA_ORIGIN = 'https://qa.shop.test';
let shop: ShopFixture;
let canaryVersion: string;
let app: FastifyInstance;
let production: FastifyInstance;

beforeAll(async () => {
  shop = await shopFixture();
  await withShellDocuments(shop.shellDir);
  const root = await fakeRepo([]);
  await writeRemote(root, CATALOG, 'canary build');
  const info = await readRemotePackage(root, 'mf-catalog');
  canaryVersion = (await publishRemote(shop.publishDir, path.join(root, 'mf-catalog', 'dist'), info)).version;
  app = await createShopServer({ ...dirs(), api: null, overrides: { secret: undefined, production: false } });
  production = await createShopServer({
    ...dirs(),
    api: null,
    overrides: { secret: SECRET, production: true, pinOrigins: [QA_ORIGIN] },
  });
});
afterAll(async () => {
  await app.close();
  await production.close();
  await removeTempDirs();
});

const dirs = () => ({ publishDir: shop.publishDir, shellDir: shop.shellDir });

function catalogIn(manifest: RemotesManifest): string | undefined {
  return manifest.remotes.find((entry) => entry.package === 'mf-catalog')?.version;
}

function manifestInDocument(html: string): RemotesManifest {
  const json = /<script type="application\/json" id="shop-remotes">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json!) as RemotesManifest;
}

async function remotesFor(server: FastifyInstance, cookie?: string, headers: Record<string, string> = {}) {
  const response = await server.inject({ url: '/remotes.json', headers: { ...(cookie ? { cookie } : {}), ...headers } });
  return { response, version: catalogIn(response.json<RemotesManifest>()) };
}

describe('without a canary', () => {
  it('everyone gets stable, no cookie is set and the answer may be shared by caches', async () => {
    const document = await app.inject({ url: '/product/1', headers: { accept: BROWSER_ACCEPT } });
    expect(document.headers['set-cookie']).toBeUndefined();
    expect(document.headers['cache-control']).toBe('no-cache');
    expect(catalogIn(manifestInDocument(document.body))).toBe(shop.catalogVersion);
  });
});

describe('with a canary at 50 %', () => {
  beforeAll(() => startCanary(shop.publishDir, 'mf-catalog', canaryVersion, 50, { operator: 'test' }));
  afterAll(() => abortCanary(shop.publishDir, 'mf-catalog', { operator: 'test' }));

  it('gives a new shopper a bucket and the matching version, in the document and in /remotes.json', async () => {
    const document = await app.inject({ url: '/', headers: { accept: BROWSER_ACCEPT } });
    const setCookie = String(document.headers['set-cookie']);
    const bucket = Number(/shop_bucket=(\d+)/.exec(setCookie)?.[1]);
    expect(setCookie).toMatch(/HttpOnly/);
    const expected = inCanary(bucket, 'mf-catalog', 50) ? canaryVersion : shop.catalogVersion;
    expect(catalogIn(manifestInDocument(document.body))).toBe(expected);
    expect(document.headers['cache-control']).toBe('private, no-cache');
    expect(document.headers.vary).toMatch(/Cookie/);

    for (let reload = 0; reload < 5; reload += 1) {
      const { response, version } = await remotesFor(app, `shop_bucket=${bucket}`);
      expect(version).toBe(expected);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('splits shoppers by their bucket', async () => {
    const versions = new Set<string | undefined>();
    for (let bucket = 0; bucket < 10_000; bucket += 500) versions.add((await remotesFor(app, `shop_bucket=${bucket}`)).version);
    expect(versions).toEqual(new Set([shop.catalogVersion, canaryVersion]));
  });

  it('revalidates to 304 for the same shopper and the same versions', async () => {
    const first = await remotesFor(app, 'shop_bucket=7');
    const again = await app.inject({
      url: '/remotes.json',
      headers: { cookie: 'shop_bucket=7', 'if-none-match': String(first.response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('pins', () => {
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
  const pinCookie = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']).split(';')[0]!;

  it('outside production: an unsigned link pins a version for that browser only', async () => {
    const link = `/ops/pin?o=${encodeURIComponent(`mf-catalog@${canaryVersion}`)}&exp=${inAnHour()}&to=/product/1`;
    const landed = await app.inject({ url: link });
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe('/product/1');
    expect((await remotesFor(app, pinCookie(landed))).version).toBe(canaryVersion);
    expect((await remotesFor(app)).version).toBe(shop.catalogVersion);
  });

  it('outside production: the header points a remote at a developer’s server', async () => {
    const dev = 'http://localhost:3001/mf-manifest.json';
    const { response } = await remotesFor(app, undefined, { 'x-shop-override': `mf-catalog=${dev}` });
    expect(response.json<RemotesManifest>().remotes.find((entry) => entry.package === 'mf-catalog')?.manifest).toBe(dev);
  });

  it('in production: only a link signed with the operator secret pins, and the header does nothing', async () => {
    const spec = `mf-catalog@${canaryVersion}`;
    const exp = inAnHour();
    const unsigned = await production.inject({ url: `/ops/pin?o=${encodeURIComponent(spec)}&exp=${exp}` });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.headers['set-cookie']).toBeUndefined();
    const forged = await production.inject({
      url: `/ops/pin?o=${encodeURIComponent(spec)}&exp=${exp}&sig=${signOverride(spec, exp, 'guess')}`,
    });
    expect(forged.statusCode).toBe(403);

    const signed = await production.inject({
      url: `/ops/pin?o=${encodeURIComponent(spec)}&exp=${exp}&sig=${signOverride(spec, exp, SECRET)}`,
    });
    expect(signed.statusCode).toBe(303);
    expect((await remotesFor(production, pinCookie(signed))).version).toBe(canaryVersion);

    const header = { 'x-shop-override': 'mf-catalog=http://evil.example/mf-manifest.json' };
    expect((await remotesFor(production, undefined, header)).version).toBe(shop.catalogVersion);
    // A cookie written by hand (no signature) is ignored as well.
    expect((await remotesFor(production, `shop_override=${encodeURIComponent(spec)}|${exp}|`)).version).toBe(shop.catalogVersion);
  });

  const signedLink = (spec: string, exp = inAnHour()) =>
    `/ops/pin?o=${encodeURIComponent(spec)}&exp=${exp}&sig=${signOverride(spec, exp, SECRET)}`;
  const catalogManifest = (response: { json<T>(): T }) =>
    response.json<RemotesManifest>().remotes.find((entry) => entry.package === 'mf-catalog')?.manifest;

  it('refuses a signed link to a version this shop never published, and pins nothing', async () => {
    const landed = await production.inject({ url: signedLink('mf-catalog@9.9.9-deadbeef') });
    expect(landed.statusCode).toBe(404);
    expect(landed.body).toBe('mf-catalog 9.9.9-deadbeef is not published in this shop: nothing was pinned.');
    expect(landed.headers['set-cookie']).toBeUndefined();
  });

  it('pins a manifest only on an origin the configuration lists, at the link and in every later request', async () => {
    const listed = await production.inject({ url: signedLink(`mf-catalog=${QA_ORIGIN}/mf-manifest.json`) });
    expect(listed.statusCode).toBe(303);
    expect(catalogManifest((await remotesFor(production, pinCookie(listed))).response)).toBe(`${QA_ORIGIN}/mf-manifest.json`);

    const evil = 'mf-catalog=https://evil.example/mf-manifest.json';
    const refused = await production.inject({ url: signedLink(evil) });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // A cookie carrying it (signed before the rule, or with a leaked secret) gets the stable manifest and a page
    // whose security policy does not let the browser load anything from there.
    const exp = inAnHour();
    const cookie = `shop_override=${encodePins([{ spec: evil, expiresAt: exp, signature: signOverride(evil, exp, SECRET) }])}`;
    const { response, version } = await remotesFor(production, cookie);
    expect(version).toBe(shop.catalogVersion);
    expect(catalogManifest(response)).not.toContain('evil.example');
    const document = await production.inject({ url: '/', headers: { accept: BROWSER_ACCEPT, cookie } });
    expect(String(document.headers['content-security-policy'])).not.toContain('evil.example');
  });

  it('outside production too: an unsigned link may point at a developer’s localhost, nowhere else', async () => {
    const refused = await app.inject({
      url: `/ops/pin?o=${encodeURIComponent('mf-catalog=https://evil.example/x.json')}&exp=${inAnHour()}`,
    });
    expect(refused.statusCode).toBe(403);
    const { response } = await remotesFor(app, undefined, { 'x-shop-override': 'mf-catalog=https://evil.example/x.json' });
    expect(catalogManifest(response)).not.toContain('evil.example');
  });

  it('refuses a pin meant to outlive a QA session by months', async () => {
    const inAYear = Math.floor(Date.now() / 1000) + 400 * 24 * 3600;
    const spec = `mf-catalog@${canaryVersion}`;
    expect((await app.inject({ url: `/ops/pin?o=${encodeURIComponent(spec)}&exp=${inAYear}` })).statusCode).toBe(403);
    expect((await production.inject({ url: signedLink(spec, inAYear) })).statusCode).toBe(403);
  });

  it('treats a cookie that is not valid percent-encoding as absent, never as a server error', async () => {
    const cookie = 'shop_override=%E0%A4%A; shop_bucket=12; lang=%zz';
    const { response, version } = await remotesFor(app, cookie);
    expect(response.statusCode).toBe(200);
    expect(version).toBe(shop.catalogVersion);
    const document = await app.inject({ url: '/', headers: { accept: BROWSER_ACCEPT, cookie } });
    expect(document.statusCode).toBe(200);
  });

  it('never redirects off the site', async () => {
    const landed = await app.inject({ url: `/ops/pin?clear&to=${encodeURIComponent('//evil.example/')}` });
    expect(landed.headers.location).toBe('/');
  });
});
