import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Ctx } from '../context';
import { createApi, ProductionConfigError, type ApiHandle } from '../index';
import { DEMO_MEMBER } from '../seed';
import { emptyTestDatabase } from '../testing/databases';
import { expectError, freePort, imagesDir, storageDir } from '../testing/harness';
import { request } from '../testing/http';
import { leagueOfEntropyQuicknet } from '@shop/shared/kuji';
import { leagueOfEntropyRelays } from '../providers/beacon';
import { composedStandIns } from '../testing/composed-stand-ins';
import { secretWeakness } from './production-secrets';

// What `npm run serve` hands the API: production, whatever else the environment says.
const strong = () => randomBytes(48).toString('base64');
const production = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  JWT_SECRET: strong(),
  INVOICE_TRACKS: 'AB00000000-AB00049999',
  PUBLIC_URL: 'https://shop.example',
  PGLITE_DIR: 'memory://',
  IMAGES_DIR: imagesDir(),
  STORAGE_DIR: storageDir(),
  ...extra,
});

// What the composition hands an API process for its local beacon (providers/beacon-source.ts beaconEnv).
const localChain = {
  DRAND_CHAIN_HASH: 'cd'.repeat(32),
  DRAND_PUBLIC_KEY: 'ef'.repeat(96),
  DRAND_PERIOD_SECONDS: '3',
  DRAND_GENESIS_TIME: '1764000000',
};

test('random secrets as people make them pass; short, default and patterned ones do not', () => {
  expect(secretWeakness(randomBytes(48).toString('base64'))).toBeUndefined();
  expect(secretWeakness(randomBytes(32).toString('hex'))).toBeUndefined();
  expect(secretWeakness(undefined)).toBe('is missing');
  expect(secretWeakness('   ')).toBe('is missing');
  expect(secretWeakness('x'.repeat(20) + 'abc')).toBe('is too short, 23 bytes');
  expect(secretWeakness('sandbox-secret')).toBe('is a default or placeholder value');
  expect(secretWeakness(`changeme-${randomBytes(32).toString('hex')}`)).toBe('is a default or placeholder value');
  expect(secretWeakness('abcdabcd'.repeat(8))).toBe('has too few distinct characters to be random');
});

test.each([
  [{ JWT_SECRET: '' }, 'JWT_SECRET is missing (set 32+ random bytes, e.g. openssl rand -base64 48)'],
  [{ JWT_SECRET: 'my-jwt-secret' }, 'JWT_SECRET is too short, 13 bytes (set 32+ random bytes'],
  [{ JWT_SECRET: 'change-me-change-me-change-me-change-me' }, 'JWT_SECRET is a default or placeholder value'],
  [{ JWT_SECRET: '0123456701234567012345670123456701234567' }, 'JWT_SECRET has too few distinct characters'],
  [{ PAYMENT_PROVIDER: 'acme' }, 'PAYMENT_WEBHOOK_SECRET is missing'],
  [{ PAYMENT_PROVIDER: 'acme', PAYMENT_WEBHOOK_SECRET: 'whsec_123' }, 'PAYMENT_WEBHOOK_SECRET is too short'],
  [{ PAYMENT_PROVIDER: 'sandbox', PAYMENT_WEBHOOK_SECRET: strong() }, 'PAYMENT_PROVIDER=sandbox is the test gateway'],
  [{ WECHAT_APP_ID: 'wx0123456789abcdef' }, 'WECHAT_APP_SECRET is missing'],
  [{ WECHAT_API_BASE: 'https://api.weixin.qq.com', WECHAT_APP_SECRET: 'sandbox-secret' }, 'WECHAT_APP_SECRET is a default'],
  [{ SHOP_OPS_SECRET: 'secret' }, 'SHOP_OPS_SECRET is a default'],
  [{ DRAND_CHAIN_HASH: 'ab'.repeat(32) }, 'DRAND_CHAIN_HASH names a chain other than the League of Entropy quicknet: set'],
  [{ DRAND_PUBLIC_KEY: 'ab'.repeat(96) }, "DRAND_PUBLIC_KEY is not the League of Entropy quicknet's"],
  [{ ...localChain, DRAND_URLS: 'http://127.0.0.1:4100' }, 'DRAND_URLS names a beacon on this machine (http://127.0.0.1:4100)'],
  [{ PUBLIC_URL: '' }, "PUBLIC_URL is missing (set the shop's public address, e.g. https://shop.example)"],
  [{ PUBLIC_URL: 'shop.example' }, 'PUBLIC_URL is not an http(s) address'],
  // Not a secret, but every paid invoice would wait for a number: no ranges, or ranges the start cannot read.
  [{ INVOICE_TRACKS: '' }, 'INVOICE_TRACKS is missing (set the uniform-invoice number ranges the tax office assigned'],
  [{ INVOICE_TRACKS: ' , ' }, 'INVOICE_TRACKS is missing'],
  [{ INVOICE_TRACKS: 'AB0-AB9' }, 'INVOICE_TRACKS: "AB0-AB9" is not [YYYY-MM:]AB00000000-AB00049999'],
  [{ INVOICE_TRACKS: '2027-02:AB00000000-AB00049999' }, 'INVOICE_TRACKS: "2027-02:AB00000000-AB00049999" is not'],
])('production refuses to start with %j, in one line naming the variable', async (env, problem) => {
  const start = createApi({ env: production(env) });
  await expect(start).rejects.toBeInstanceOf(ProductionConfigError);
  const message = await start.then(
    () => '',
    (err: Error) => err.message,
  );
  expect(message.startsWith(`refusing to start in production: ${problem}`)).toBe(true);
  expect(message).not.toContain('\n');
});

/** createApi on an empty database, mounted on a listening server: the production shop as `npm run serve` starts it. */
async function startOnEmptyDatabase(extra: Record<string, string> = {}) {
  const database = await emptyTestDatabase();
  const api = await createApi({ env: production({ ...database.env, ...extra }) });
  const app = Fastify({ pluginTimeout: api.pluginTimeout });
  await api.register(app);
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  const { db } = (api as ApiHandle & { ctx: Ctx }).ctx;
  const count = async (table: string) => {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };
  const login = () =>
    request(base, {
      method: 'POST',
      url: '/api/v1/account/login',
      payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
  return {
    api,
    base,
    count,
    login,
    close: async () => {
      await app.close();
      await api.close();
      await database.drop();
    },
  };
}

test('a production start seeds no demo shop, prints no password and serves no /dev tools', async () => {
  const shop = await startOnEmptyDatabase();
  try {
    for (const table of ['users', 'coupons', 'orders', 'products']) expect(await shop.count(table)).toBe(0);
    expect((await shop.login()).statusCode).toBe(401);
    expect(shop.api.describe().join('\n')).not.toContain(DEMO_MEMBER.password);
    expectError(await request(shop.base, { url: '/dev/mailbox.json' }), 404, 40401);
    expectError(await request(shop.base, { method: 'POST', url: '/dev/orders', payload: { argv: ['list'] } }), 404, 40401);
    expectError(await request(shop.base, { url: '/dev/payment/phone' }), 404, 40401);
  } finally {
    await shop.close();
  }
});

test('production draws from the League of Entropy quicknet and starts no local beacon, whatever stand-ins it is handed', async () => {
  const database = await emptyTestDatabase();
  const api = (await createApi({ env: production(database.env), standIns: composedStandIns().standIns })) as ApiHandle & {
    ctx: Ctx;
  };
  try {
    expect(api.ctx.beacon.chain()).toEqual(leagueOfEntropyQuicknet);
    expect(api.ctx.beacon.urls).toEqual(leagueOfEntropyRelays);
    expect(api.describe()).toContain(`Randomness beacon: League of Entropy quicknet from ${leagueOfEntropyRelays.join(', ')}`);
  } finally {
    await api.close();
    await database.drop();
  }
});

test('SEED=demo asks for the demo shop in production: its member, coupons and orders are there', async () => {
  const shop = await startOnEmptyDatabase({ SEED: 'demo' });
  try {
    expect((await shop.login()).statusCode).toBe(200);
    for (const table of ['coupons', 'orders', 'products']) expect(await shop.count(table)).toBeGreaterThan(0);
    expect(shop.api.describe().join('\n')).not.toContain(DEMO_MEMBER.password);
  } finally {
    await shop.close();
  }
});
