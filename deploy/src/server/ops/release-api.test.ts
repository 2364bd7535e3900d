/**
 * The release API as the console's Releases page and release:status meet it, through the real shop server: only an
 * owner's session may use it, it moves canaries in the real publish folder with the CLI's functions, names the
 * operator in the release log and writes an audit row. The API is stood in by what the server asks of it (who is
 * signed in, the audit log, the health figures): the real ones need the API's database (host-operator.test.ts in
 * the API tests them on both databases; the e2e spec runs them all together). Sign-in and its rate limits are the
 * API's own (/api/admin/v1/session).
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { apiErrors } from '@shop/shared/errors';
import { readRemotePackage } from '../../apps.js';
import { readHistory } from '../../manifest/history.js';
import { withPublishLock } from '../../manifest/publish-lock.js';
import { readRemotesManifest } from '../../manifest/remotes-manifest.js';
import { publishRemote } from '../../publish/publish-remote.js';
import { readCanaries } from '../../release/canary-state.js';
import { abortCanary, startCanary } from '../../release/rollout.js';
import type { ReleaseStatus } from '../../release/status.js';
import { CATALOG, fakeRepo, removeTempDirs, writeRemote } from '../../testing/fixtures.js';
import { shopFixture, type ShopFixture } from '../../testing/shop-fixture.js';
import type { ShopApi, ShopAuditEntry, ShopOperator } from '../api-mount.js';
import { createShopServer } from '../create-server.js';

const owner: ShopOperator = { id: 1, email: 'owner@ops.test', name: 'Owner', role: 'owner', permissions: ['audit', 'releases'] };
const staff: ShopOperator = { id: 2, email: 'staff@ops.test', name: 'Staff', role: 'staff', permissions: ['orders'] };
const sessions: Record<string, ShopOperator> = { 'Bearer owner-session': owner, 'Bearer staff-session': staff };
const asOwner = { authorization: 'Bearer owner-session' };
const asStaff = { authorization: 'Bearer staff-session' };

let shop: ShopFixture;
let canaryVersion: string;
let app: FastifyInstance;
let withoutAccounts: FastifyInstance;
let audit: { operatorId: number; entry: ShopAuditEntry }[];

const health: ShopApi['remoteHealth'] = {
  remoteHealthSince: async ({ version }: { version: string }) =>
    version === canaryVersion ? { loads: 40, errors: 2 } : { loads: 1960, errors: 4 },
};
const api: ShopApi = {
  register: async () => {},
  close: async () => {},
  describe: () => [],
  remoteHealth: health,
  operatorFor: async (authorization) => (authorization ? sessions[authorization] : undefined),
  recordAudit: async (operatorId, entry) => void audit.push({ operatorId, entry }),
};

beforeAll(async () => {
  shop = await shopFixture();
  const root = await fakeRepo([]);
  await writeRemote(root, CATALOG, 'canary build');
  const info = await readRemotePackage(root, 'mf-catalog');
  canaryVersion = (await publishRemote(shop.publishDir, path.join(root, 'mf-catalog', 'dist'), info)).version;
  const server = (withApi: ShopApi) =>
    createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api: withApi, canaryMonitor: false });
  app = await server(api);
  // An API without operator accounts (an older one): no release API at all.
  withoutAccounts = await server({ register: api.register, close: api.close, describe: api.describe, remoteHealth: health });
});
afterAll(async () => {
  await app.close();
  await withoutAccounts.close();
  await removeTempDirs();
});

beforeEach(async () => {
  // Every test starts from: catalogue stable = the fixture's version, the canary at 10 %; no audit rows.
  if ((await readCanaries(shop.publishDir))['mf-catalog']) await abortCanary(shop.publishDir, 'mf-catalog', { operator: 'test' });
  await startCanary(shop.publishDir, 'mf-catalog', canaryVersion, 10, { operator: 'test' });
  audit = [];
});

const post = (url: string, body: object | undefined, headers: Record<string, string> = asOwner, server = app) =>
  server.inject({ method: 'POST', url, payload: body, headers });
const get = (url: string, headers: Record<string, string> = asOwner, server = app) =>
  server.inject({ method: 'GET', url, headers });
const canaryShare = async () => (await readCanaries(shop.publishDir))['mf-catalog']?.percent;
const lastEvent = async () => (await readHistory(shop.publishDir, 'mf-catalog')).events.at(-1);

describe('who may use it', () => {
  it('nobody without a session (401), nobody but an owner (403): the admin API’s codes and texts, nothing changed', async () => {
    for (const [headers, error] of [
      [{}, apiErrors.OPERATOR_SESSION_INVALID],
      [{ authorization: 'Bearer ended-session' }, apiErrors.OPERATOR_SESSION_INVALID],
      [asStaff, apiErrors.OPERATOR_FORBIDDEN],
    ] as const) {
      const read = await get('/ops/api/releases', headers);
      expect([read.statusCode, read.json()]).toEqual([error.status, { error_code: error.code, error_msg: error.messages.tw }]);
      expect((await post('/ops/api/releases/mf-catalog/rollout', { percent: 100 }, headers)).statusCode).toBe(error.status);
      expect((await post('/ops/api/releases/mf-catalog/abort', {}, headers)).statusCode).toBe(error.status);
    }
    expect(await canaryShare()).toBe(10);
    expect(audit).toEqual([]);
  });

  it('does not exist on a server whose API has no operator accounts: every path a plain 404', async () => {
    for (const response of [
      await get('/ops/api/releases', asOwner, withoutAccounts),
      await post('/ops/api/releases/mf-catalog/promote', {}, asOwner, withoutAccounts),
    ]) {
      expect([response.statusCode, response.body]).toEqual([404, 'Not found']);
    }
    expect(await canaryShare()).toBe(10);
  });
});

describe('the status', () => {
  it('gives an owner each remote’s versions, shares, health and history, never cached', async () => {
    const response = await get('/ops/api/releases');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const status = response.json<ReleaseStatus>();
    expect(status.remotes.map((remote) => remote.app)).toContain('mf-checkout'); // every remote, live or not
    expect(status.remotes[0]).toMatchObject({
      app: 'mf-catalog',
      stable: { version: shop.catalogVersion },
      canary: { version: canaryVersion, percent: 10 },
      health: {
        stable: { loads: 1960, errors: 4 },
        canary: { loads: 40, errors: 2, errorRate: 5 },
        verdict: { verdict: 'too-few' },
      },
    });
    expect(status.remotes[0]!.events.at(0)).toMatchObject({ action: 'canary', version: canaryVersion, percent: 10 });
  });
});

describe('the actions', () => {
  it('rollout: changes the canary’s share, names the owner in the release log, writes an audit row', async () => {
    const response = await post('/ops/api/releases/mf-catalog/rollout', { percent: 35.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `mf-catalog: canary ${canaryVersion} now for 35.5 % of shoppers` });
    expect(await canaryShare()).toBe(35.5);
    expect(await lastEvent()).toMatchObject({ action: 'rollout', operator: owner.email, percent: 35.5 });
    expect(audit).toEqual([
      {
        operatorId: owner.id,
        entry: {
          action: 'release.rollout',
          target: 'release',
          targetId: 'mf-catalog',
          before: { canary: canaryVersion, percent: 10 },
          after: { canary: canaryVersion, percent: 35.5 },
        },
      },
    ]);
  });

  it('promote makes the canary stable for everyone; rollback goes back', async () => {
    const promoted = await post('/ops/api/releases/mf-catalog/promote', {});
    expect(promoted.json()).toEqual({
      message: `mf-catalog: ${shop.catalogVersion} -> ${canaryVersion} (promoted from canary)`,
    });
    expect((await readRemotesManifest(shop.publishDir)).remotes[0]?.version).toBe(canaryVersion);
    expect(await canaryShare()).toBeUndefined();
    expect(await lastEvent()).toMatchObject({ action: 'promote', operator: owner.email, version: canaryVersion });
    expect((await post('/ops/api/releases/mf-catalog/rollback', {})).statusCode).toBe(200);
    expect((await readRemotesManifest(shop.publishDir)).remotes[0]?.version).toBe(shop.catalogVersion);
    expect(audit.map(({ entry }) => [entry.action, entry.before, entry.after])).toEqual([
      ['release.promote', { stable: shop.catalogVersion, canary: canaryVersion }, { stable: canaryVersion }],
      ['release.rollback', { version: canaryVersion }, { version: shop.catalogVersion }],
    ]);
  });

  it('abort and rollback drop the canary in flight', async () => {
    const aborted = await post('/ops/api/releases/mf-catalog/abort', {});
    expect(aborted.json()).toEqual({
      message: `mf-catalog: canary ${canaryVersion} dropped; everyone gets ${shop.catalogVersion}`,
    });
    expect(await canaryShare()).toBeUndefined();
    expect(await lastEvent()).toMatchObject({ action: 'abort', operator: owner.email, version: canaryVersion });
    await startCanary(shop.publishDir, 'mf-catalog', canaryVersion, 10, { operator: 'test' });
    expect((await post('/ops/api/releases/mf-catalog/rollback', {})).statusCode).toBe(200);
    expect(await canaryShare()).toBeUndefined();
    expect(await lastEvent()).toMatchObject({ action: 'rollback', operator: owner.email, from: canaryVersion });
    expect((await readRemotesManifest(shop.publishDir)).remotes[0]?.version).toBe(shop.catalogVersion);
    expect(audit.map(({ entry }) => entry.action)).toEqual(['release.abort', 'release.rollback']);
  });

  it.each([
    ['rollout', { percent: 'abc' }, 'mf-catalog', 'RELEASE_SHARE_INVALID', /^a share is a percentage above 0 and at most 100/],
    ['rollout', { percent: 150 }, 'mf-catalog', 'RELEASE_SHARE_INVALID', /^a share is a percentage/],
    ['rollout', { percent: 0.001 }, 'mf-catalog', 'RELEASE_SHARE_INVALID', /^a share has at most two decimals/],
    ['rollout', {}, 'mf-catalog', 'RELEASE_SHARE_INVALID', /^a share is a percentage/],
    ['promote', {}, 'mf-nope', 'RELEASE_NOT_A_REMOTE', /^unknown remote "mf-nope"/],
    ['promote', {}, 'shell', 'RELEASE_NOT_A_REMOTE', /the shell is not a remote/],
    ['abort', {}, 'mf-checkout', 'RELEASE_NO_CANARY', /^mf-checkout has no canary in flight$/],
    ['rollout', { percent: 20 }, 'mf-checkout', 'RELEASE_NO_CANARY', /^mf-checkout has no canary in flight$/],
    ['rollback', {}, 'mf-checkout', 'RELEASE_NOT_LIVE', /^mf-checkout is not in remotes.json: nothing to roll back$/],
  ] as const)(
    '%s %j on %s is an operator mistake: 400 %s in the operator’s language, the CLI’s words aside, nothing changed',
    async (action, body, remote, name, detail) => {
      const error = apiErrors[name];
      // The `locale` header first, as the admin API reads it; else the browser's language; else zh-TW.
      for (const [headers, language] of [
        [{}, 'tw'],
        [{ locale: 'zh-CN' }, 'cn'],
        [{ locale: 'en' }, 'en'],
        [{ 'accept-language': 'en-US,en;q=0.9' }, 'en'],
        [{ locale: 'zh-TW', 'accept-language': 'en-US' }, 'tw'],
      ] as const) {
        const response = await post(`/ops/api/releases/${remote}/${action}`, body, { ...asOwner, ...headers });
        expect([response.statusCode, response.json()]).toEqual([
          400,
          { error_code: error.code, error_msg: error.messages[language], detail: expect.stringMatching(detail) },
        ]);
      }
      expect(await canaryShare()).toBe(10);
      expect(audit).toEqual([]);
    },
  );

  it('a remote with no earlier version has nothing to roll back to: 400, nothing changed', async () => {
    await abortCanary(shop.publishDir, 'mf-catalog', { operator: 'test' });
    const response = await post('/ops/api/releases/mf-catalog/rollback', {}, { ...asOwner, locale: 'en' });
    const error = apiErrors.RELEASE_NOTHING_TO_ROLL_BACK;
    expect([response.statusCode, response.json()]).toEqual([
      400,
      {
        error_code: error.code,
        error_msg: error.messages.en,
        detail: expect.stringMatching(/^mf-catalog has no earlier version/),
      },
    ]);
    expect((await readRemotesManifest(shop.publishDir)).remotes[0]?.version).toBe(shop.catalogVersion);
    expect(audit).toEqual([]);
  });

  it('while another release holds the lock: 409, try again, nothing changed', async () => {
    await withPublishLock(shop.publishDir, async () => {
      const response = await post('/ops/api/releases/mf-catalog/rollout', { percent: 50 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error_code: apiErrors.RELEASE_BUSY.code,
        error_msg: apiErrors.RELEASE_BUSY.messages.tw,
        detail: expect.stringMatching(/^another release is running/),
      });
    });
    expect(await canaryShare()).toBe(10);
    expect(audit).toEqual([]);
  });

  it('an action that does not exist is a 404', async () => {
    for (const action of ['delete', 'constructor', '__proto__']) {
      expect((await post(`/ops/api/releases/mf-catalog/${action}`, {})).statusCode).toBe(404);
    }
  });
});
