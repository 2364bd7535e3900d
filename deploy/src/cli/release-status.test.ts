/**
 * `npm run release:status` as an operator runs it (tsx, a real process): with an owner's console session
 * (SHOP_OPS_SESSION) it prints the running shop's versions, shares and health; without the shop, the session, or
 * with a session the shop refuses, it prints the publish folder's versions and shares and one line saying why
 * health is missing. The API is stood in by what the shop server asks of it (who is signed in, the health).
 */
import { execFile } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readRemotePackage } from '../apps.js';
import { repoRoot } from '../paths.js';
import { publishRemote } from '../publish/publish-remote.js';
import { startCanary } from '../release/rollout.js';
import { fetchShopStatus } from '../release/shop-status-client.js';
import type { ShopApi } from '../server/api-mount.js';
import { createShopServer } from '../server/create-server.js';
import { CATALOG, fakeRepo, removeTempDirs, writeRemote } from '../testing/fixtures.js';
import { shopFixture, type ShopFixture } from '../testing/shop-fixture.js';

// Spawns tsx: slower than the 5 s default on a loaded 2-core machine.
jest.setTimeout(60000);

const TSX = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const TOKEN = 'owner-session-for-tests';
const STAFF = 'staff-session-for-tests';
const operators: Record<string, { permissions: string[]; role: string }> = {
  [`Bearer ${TOKEN}`]: { role: 'owner', permissions: ['releases'] },
  [`Bearer ${STAFF}`]: { role: 'staff', permissions: ['orders'] },
};
let shop: ShopFixture;
let canaryVersion: string;
let server: FastifyInstance;
let shopUrl: string;

const api: ShopApi = {
  register: async () => {},
  close: async () => {},
  describe: () => [],
  remoteHealth: {
    remoteHealthSince: async ({ version }: { version: string }) =>
      version === canaryVersion ? { loads: 131, errors: 2 } : { loads: 1204, errors: 2 },
  },
  operatorFor: async (authorization) => {
    const operator = authorization ? operators[authorization] : undefined;
    return operator && { id: 1, email: `${operator.role}@ops.test`, name: operator.role, ...operator };
  },
  recordAudit: async () => {},
};

function cli(env: Record<string, string | undefined>): Promise<{ code: number; stdout: string; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, SHOP_PUBLISH_DIR: shop.publishDir, SHOP_URL: shopUrl };
  delete childEnv.SHOP_OPS_SESSION;
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  return new Promise((resolve) => {
    execFile(
      TSX,
      [path.join(repoRoot, 'deploy', 'src', 'cli', 'release-status.ts')],
      { cwd: repoRoot, env: childEnv },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A loopback port nothing listens on (just freed). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  shop = await shopFixture();
  const root = await fakeRepo([]);
  await writeRemote(root, CATALOG, 'canary build');
  const info = await readRemotePackage(root, 'mf-catalog');
  canaryVersion = (await publishRemote(shop.publishDir, path.join(root, 'mf-catalog', 'dist'), info)).version;
  await startCanary(shop.publishDir, 'mf-catalog', canaryVersion, 10, { operator: 'test' });
  server = await createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api, canaryMonitor: false });
  shopUrl = (await server.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

describe('release:status', () => {
  it('prints each live version’s share, page loads and error rate from the running shop', async () => {
    const result = await cli({ SHOP_OPS_SESSION: TOKEN });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`release status of the shop at ${shopUrl}`);
    expect(lines[1]).toMatch(/^remote\s+role\s+version\s+share\s+since\s+page loads\s+errors\s+error rate\s+verdict$/);
    expect(lines[2]).toMatch(
      new RegExp(`^mf-catalog\\s+stable\\s+${shop.catalogVersion}\\s+90 %\\s.*\\s1,204\\s+2\\s+0\\.17 %$`),
    );
    expect(lines[3]).toMatch(new RegExp(`^\\s+canary\\s+${canaryVersion}\\s+10 %\\s.*\\s131\\s+2\\s+1\\.53 %\\s+healthy$`));
    expect(lines[4]).toMatch(/^mf-checkout\s+—\s+not live$/);
    expect(lines.at(-1)).toMatch(/^health: since each canary started/);
  });

  it.each<[Record<string, string | undefined>, RegExp]>([
    [{ SHOP_OPS_SESSION: undefined }, /^health not shown: SHOP_OPS_SESSION is not set/],
    [
      { SHOP_OPS_SESSION: 'ended' },
      /^health not shown: the shop at http:\/\/127\.0\.0\.1:\d+ refused SHOP_OPS_SESSION \(ended or expired: sign in again\)$/,
    ],
    [
      { SHOP_OPS_SESSION: STAFF },
      /^health not shown: the shop at http:\/\/127\.0\.0\.1:\d+ refused SHOP_OPS_SESSION: only an owner sees releases$/,
    ],
    [
      { SHOP_OPS_SESSION: TOKEN, SHOP_URL: 'closed port' },
      /^health not shown: no shop answers at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)/,
    ],
  ])('without the shop’s health (%j) it prints the publish folder’s versions and one line why', async (env, why) => {
    const result = await cli(
      env.SHOP_URL === 'closed port' ? { ...env, SHOP_URL: `http://127.0.0.1:${await closedPort()}` } : env,
    );
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`release status of ${shop.publishDir}`);
    expect(lines[1]).toMatch(/^remote\s+role\s+version\s+share\s+since$/);
    expect(lines[3]).toMatch(new RegExp(`^\\s+canary\\s+${canaryVersion}\\s+10 %\\s+\\S+ \\S+ UTC$`));
    expect(lines.at(-1)).toMatch(why);
    expect(lines.filter((line) => line.startsWith('health'))).toHaveLength(1);
  });
});

describe('fetchShopStatus', () => {
  it('tells a shop without the API (no release API) from one refusing the session', async () => {
    const bare = await createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api: null });
    try {
      const url = (await bare.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
      expect(await fetchShopStatus(url, TOKEN)).toEqual({
        missing: `health not shown: the shop at ${url} has no release API (it runs without the API)`,
      });
    } finally {
      await bare.close();
    }
  });
});
