/**
 * The operator view as an operator (and an attacker) meets it, through the real shop server: it exists only
 * with SHOP_OPS_TOKEN, signs in with the token, moves canaries in the real publish folder with the CLI's
 * functions, and refuses cross-site posts. The API is stood in by its health reader only (the real one needs
 * the API's database; the e2e spec runs it).
 */
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { readRemotePackage } from '../../apps.js';
import { readHistory } from '../../manifest/history.js';
import { readRemotesManifest } from '../../manifest/remotes-manifest.js';
import { publishRemote } from '../../publish/publish-remote.js';
import { readCanaries } from '../../release/canary-state.js';
import { abortCanary, startCanary } from '../../release/rollout.js';
import type { ReleaseStatus } from '../../release/status.js';
import { CATALOG, fakeRepo, removeTempDirs, writeRemote } from '../../testing/fixtures.js';
import { shopFixture, type ShopFixture } from '../../testing/shop-fixture.js';
import type { ShopApi } from '../api-mount.js';
import { createShopServer } from '../create-server.js';
import { OPS_SESSION_COOKIE, OPS_SESSION_TTL_S, sessionValue } from './ops-session.js';

const TOKEN = 'ops-token-for-tests-0123456789abcdef';
const HOST = 'shop.test';
const ORIGIN = `http://${HOST}`;
const FORM = 'application/x-www-form-urlencoded';

let shop: ShopFixture;
let canaryVersion: string;
let app: FastifyInstance;
let withoutToken: FastifyInstance;
let session: string;

const api: ShopApi = {
  register: async () => {},
  close: async () => {},
  describe: () => [],
  remoteHealth: {
    remoteHealthSince: async ({ version }: { version: string }) =>
      version === canaryVersion ? { loads: 40, errors: 2 } : { loads: 1960, errors: 4 },
  },
};

async function createWithToken(token: string | undefined): Promise<FastifyInstance> {
  const saved = process.env.SHOP_OPS_TOKEN;
  if (token === undefined) delete process.env.SHOP_OPS_TOKEN;
  else process.env.SHOP_OPS_TOKEN = token;
  try {
    return await createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api, canaryMonitor: false });
  } finally {
    if (saved === undefined) delete process.env.SHOP_OPS_TOKEN;
    else process.env.SHOP_OPS_TOKEN = saved;
  }
}

beforeAll(async () => {
  shop = await shopFixture();
  const root = await fakeRepo([]);
  await writeRemote(root, CATALOG, 'canary build');
  const info = await readRemotePackage(root, 'mf-catalog');
  canaryVersion = (await publishRemote(shop.publishDir, path.join(root, 'mf-catalog', 'dist'), info)).version;
  app = await createWithToken(TOKEN);
  withoutToken = await createWithToken(undefined);
  const signedIn = await post('/ops/sign-in', `token=${TOKEN}`);
  session = String(signedIn.headers['set-cookie']).split(';')[0]!;
});
afterAll(async () => {
  await app.close();
  await withoutToken.close();
  await removeTempDirs();
});

beforeEach(async () => {
  // Every test starts from: catalogue stable = the fixture's version, the canary at 10 %.
  if ((await readCanaries(shop.publishDir))['mf-catalog']) await abortCanary(shop.publishDir, 'mf-catalog', { operator: 'test' });
  await startCanary(shop.publishDir, 'mf-catalog', canaryVersion, 10, { operator: 'test' });
});

function post(url: string, payload: string, headers: Record<string, string> = {}, server = app) {
  return server.inject({
    method: 'POST',
    url,
    payload,
    headers: { host: HOST, origin: ORIGIN, 'content-type': FORM, ...headers },
  });
}
const get = (url: string, headers: Record<string, string> = {}, server = app) =>
  server.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
const asOperator = (headers: Record<string, string> = {}) => ({ cookie: session, ...headers });
const cookies = (response: LightMyRequestResponse) => [response.headers['set-cookie'] ?? []].flat().map(String);
const canaryShare = async () => (await readCanaries(shop.publishDir))['mf-catalog']?.percent;
const lastEvent = async () => (await readHistory(shop.publishDir, 'mf-catalog')).events.at(-1);

describe('without SHOP_OPS_TOKEN', () => {
  it('the operator view does not exist: every path of it is a plain 404', async () => {
    for (const response of [
      await get('/ops/releases', { accept: 'text/html' }, withoutToken),
      await get('/ops/api/releases', { authorization: `Bearer ${TOKEN}` }, withoutToken),
      await get('/ops/ops.css', {}, withoutToken),
      await post('/ops/sign-in', `token=${TOKEN}`, {}, withoutToken),
      await post('/ops/releases/mf-catalog/promote', '', { cookie: session }, withoutToken),
    ]) {
      expect([response.statusCode, response.body]).toEqual([404, 'Not found']);
    }
    expect(await canaryShare()).toBe(10);
  });
});

describe('signing in', () => {
  it('without a session the page is the sign-in form, answered 401, under the view’s own strict policy', async () => {
    const response = await get('/ops/releases');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('<form method="post" action="/ops/sign-in"');
    expect(response.body).not.toContain(canaryVersion);
    expect(response.body).not.toMatch(/<script/i);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'.*form-action 'self'/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a wrong token is refused with the form again and no cookie', async () => {
    const response = await post('/ops/sign-in', 'token=not-the-token');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('That is not the operator token.');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await post('/ops/sign-in', 'token=')).statusCode).toBe(401);
    expect((await post('/ops/sign-in', '')).statusCode).toBe(401);
  });

  it('the right token sets an HttpOnly, SameSite=Strict cookie that is not the token, and opens the page', async () => {
    const response = await post('/ops/sign-in', `token=${encodeURIComponent(TOKEN)}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/ops/releases');
    const [cookie] = cookies(response);
    expect(cookie).toMatch(
      new RegExp(`^${OPS_SESSION_COOKIE}=\\d+\\.[\\w-]{43}; Path=/ops; Max-Age=${OPS_SESSION_TTL_S}; HttpOnly; SameSite=Strict$`),
    );
    expect(cookie).not.toContain(TOKEN);
    const page = await get('/ops/releases', { cookie: cookie!.split(';')[0]! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(canaryVersion);
  });

  it('a forged or expired session cookie is no session', async () => {
    const forged = `${OPS_SESSION_COOKIE}=${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`;
    const expired = `${OPS_SESSION_COOKIE}=${sessionValue(TOKEN, Date.now() - (OPS_SESSION_TTL_S + 60) * 1000)}`;
    const otherToken = `${OPS_SESSION_COOKIE}=${sessionValue('another-token')}`;
    for (const cookie of [forged, expired, otherToken, `${OPS_SESSION_COOKIE}=%E0%A4%A`]) {
      expect((await get('/ops/releases', { cookie })).statusCode).toBe(401);
    }
  });

  it('an address gets 10 tries a minute, then 429 with Retry-After even for the right token; others still sign in', async () => {
    const from = (remoteAddress: string, token = 'guess') =>
      app.inject({
        method: 'POST',
        url: '/ops/sign-in',
        payload: `token=${token}`,
        remoteAddress,
        headers: { host: HOST, origin: ORIGIN, 'content-type': FORM },
      });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await from('203.0.113.7')).statusCode).toBe(401);
    const refused = await from('203.0.113.7', TOKEN);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.body).toContain('Too many sign-in attempts from this address');
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await from('203.0.113.8', TOKEN)).statusCode).toBe(303);
  });

  it('a sign-in form posted from another site is refused', async () => {
    const response = await post('/ops/sign-in', `token=${TOKEN}`, { origin: 'http://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('the releases page', () => {
  it('shows each remote’s versions, shares, health and history, with the buttons for its canary', async () => {
    const response = await get('/ops/releases', asOperator());
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain(`<code>${shop.catalogVersion}</code>`);
    expect(body).toContain(`<code>${canaryVersion}</code>`);
    expect(body).toMatch(/data-field="share">90 %<.*data-field="loads">1,960<.*data-field="error-rate">0\.20 %</s);
    expect(body).toMatch(/data-field="share">10 %<.*data-field="loads">40<.*data-field="error-rate">5\.00 %</s);
    for (const action of ['rollout', 'promote', 'abort', 'rollback']) {
      expect(body).toContain(`action="/ops/releases/mf-catalog/${action}"`);
    }
    expect(body).toContain(`canary ${canaryVersion} at 10 %`);
    expect(body).toContain('Automatic rollback check: <strong>too few page loads to judge</strong>');
    expect(body).toContain('id="mf-checkout"'); // every remote, live or not
    expect(body).not.toMatch(/<script/i);
  });

  it('answers JSON with the health to a Bearer token or the session cookie, and 401 JSON to anyone else', async () => {
    for (const headers of [{ authorization: `Bearer ${TOKEN}` }, asOperator()]) {
      const response = await get('/ops/api/releases', headers);
      expect(response.statusCode).toBe(200);
      const status = response.json<ReleaseStatus>();
      expect(status.remotes[0]).toMatchObject({
        app: 'mf-catalog',
        canary: { version: canaryVersion, percent: 10 },
        health: { canary: { loads: 40, errors: 2, errorRate: 5 }, verdict: { verdict: 'too-few' } },
      });
    }
    const strangers: Record<string, string>[] = [{}, { authorization: 'Bearer wrong' }, { authorization: `Basic ${TOKEN}` }];
    for (const headers of strangers) {
      const response = await get('/ops/api/releases', headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error_code: 40100, error_msg: expect.stringMatching(/operator token/) });
    }
  });
});

describe('the buttons', () => {
  it('set share: changes the canary’s share, records ops-view, and says so once on the page', async () => {
    const response = await post('/ops/releases/mf-catalog/rollout', 'percent=35.5', asOperator());
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/ops/releases#mf-catalog');
    expect(await canaryShare()).toBe(35.5);
    expect(await lastEvent()).toMatchObject({ action: 'rollout', operator: 'ops-view', percent: 35.5 });
    const notice = cookies(response)
      .find((cookie) => cookie.startsWith('shop_ops_notice='))!
      .split(';')[0]!;
    const page = await get('/ops/releases', asOperator({ cookie: `${session}; ${notice}` }));
    expect(page.body).toContain(`mf-catalog: canary ${canaryVersion} now for 35.5 % of shoppers`);
    expect(cookies(page).some((cookie) => /^shop_ops_notice=; .*Max-Age=0/.test(cookie))).toBe(true);
  });

  it('promote makes the canary stable for everyone', async () => {
    expect((await post('/ops/releases/mf-catalog/promote', '', asOperator())).statusCode).toBe(303);
    expect((await readRemotesManifest(shop.publishDir)).remotes[0]?.version).toBe(canaryVersion);
    expect(await canaryShare()).toBeUndefined();
    expect(await lastEvent()).toMatchObject({ action: 'promote', operator: 'ops-view', version: canaryVersion });
    // Back to the starting point for the other tests.
    await post('/ops/releases/mf-catalog/rollback', '', asOperator());
    expect((await readRemotesManifest(shop.publishDir)).remotes[0]?.version).toBe(shop.catalogVersion);
  });

  it('abort and rollback drop the canary in flight', async () => {
    expect((await post('/ops/releases/mf-catalog/abort', '', asOperator())).statusCode).toBe(303);
    expect(await canaryShare()).toBeUndefined();
    expect(await lastEvent()).toMatchObject({ action: 'abort', operator: 'ops-view', version: canaryVersion });
    await startCanary(shop.publishDir, 'mf-catalog', canaryVersion, 10, { operator: 'test' });
    expect((await post('/ops/releases/mf-catalog/rollback', '', asOperator())).statusCode).toBe(303);
    expect(await canaryShare()).toBeUndefined();
    expect(await lastEvent()).toMatchObject({ action: 'rollback', operator: 'ops-view', from: canaryVersion });
    expect((await readRemotesManifest(shop.publishDir)).remotes[0]?.version).toBe(shop.catalogVersion);
  });

  it.each([
    ['rollout', 'percent=abc', 'mf-catalog', /a share is a percentage above 0 and at most 100/],
    ['rollout', 'percent=150', 'mf-catalog', /a share is a percentage/],
    ['rollout', '', 'mf-catalog', /a share is a percentage/],
    ['promote', '', 'mf-nope', /unknown remote &#34;mf-nope&#34;/],
    ['promote', '', 'shell', /the shell is not a remote/],
    ['abort', '', 'mf-checkout', /mf-checkout has no canary in flight/],
  ])('%s %j on %s is an operator mistake: a message on the page, nothing changed', async (action, body, remote, message) => {
    const response = await post(`/ops/releases/${remote}/${action}`, body, asOperator());
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(new RegExp(`role="alert">[^<]*${message.source}`));
    expect(await canaryShare()).toBe(10);
  });

  it('an action that does not exist is a 404', async () => {
    for (const action of ['delete', 'constructor', '__proto__']) {
      expect((await post(`/ops/releases/mf-catalog/${action}`, '', asOperator())).statusCode).toBe(404);
    }
  });

  it('refuses cross-site and session-less posts, changing nothing (CSRF)', async () => {
    const url = '/ops/releases/mf-catalog/rollout';
    const crossSite = await post(url, 'percent=100', asOperator({ origin: 'http://evil.example' }));
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.body).toContain('Nothing was changed');
    const noOrigin = await app.inject({
      method: 'POST',
      url,
      payload: 'percent=100',
      headers: { host: HOST, 'content-type': FORM, cookie: session },
    });
    expect(noOrigin.statusCode).toBe(403);
    expect((await post(url, 'percent=100', { origin: 'null', cookie: session })).statusCode).toBe(403);
    expect((await post(url, 'percent=100', { referer: 'http://evil.example/ops/releases', origin: '' })).statusCode).toBe(401);
    expect((await post(url, 'percent=100')).statusCode).toBe(401);
    expect((await post('/ops/releases/mf-catalog/abort', '', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(401);
    expect(await canaryShare()).toBe(10);
    // Without Origin, a same-site Referer will do (older browsers and some privacy settings).
    const viaReferer = await app.inject({
      method: 'POST',
      url,
      payload: 'percent=20',
      headers: { host: HOST, 'content-type': FORM, cookie: session, referer: `${ORIGIN}/ops/releases` },
    });
    expect(viaReferer.statusCode).toBe(303);
    expect(await canaryShare()).toBe(20);
  });
});
