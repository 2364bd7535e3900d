import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REMOTE_APPS, repoRoot } from '../paths.js';
import { fakeRepo, removeTempDirs, tempDir } from '../testing/fixtures.js';
import { shopFixture, type ShopFixture } from '../testing/shop-fixture.js';

/**
 * `npm run serve` is production whatever the environment says: started without NODE_ENV (or with another value) it
 * refuses weak secrets (and a missing INVOICE_TRACKS) in one line, serves none of the development tools, seeds no demo shop and limits operator
 * sign-ins through the API (there is no shared operator token). The real CLI where it stops before serving; its shop (production-shop.ts) on fake
 * builds, as its own process with the real API, for the rest.
 */
const strong = () => randomBytes(48).toString('base64');

let shop: ShopFixture;
let data: string;
const running: ChildProcess[] = [];

beforeAll(async () => {
  shop = await shopFixture();
  data = await tempDir('production-shop');
});
afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  await removeTempDirs();
});

/** The test runner's environment without anything that configures the shop (jest itself sets NODE_ENV=test). */
function shopEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(NODE_ENV|JWT_SECRET|SHOP_|PAYMENT_|WECHAT_|INVOICE_|DATABASE_URL|SEED|FIREBASE_|PUBLIC_URL)/.test(name),
    ),
  );
  return {
    ...env,
    NODE_OPTIONS: '',
    SHOP_PUBLISH_DIR: shop.publishDir,
    SHOP_SHELL_DIR: shop.shellDir,
    PGLITE_DIR: 'memory://',
    IMAGES_DIR: path.join(data, 'images'),
    STORAGE_DIR: path.join(data, 'storage'),
    HOST: '127.0.0.1',
    PORT: '0',
    ...extra,
  };
}

function run(script: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env });
  running.push(child);
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (line) => (stdout += `${line}\n`));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, lines, exited, output: () => ({ stdout, stderr }) };
}

describe('npm run serve with a secret missing or weak', () => {
  const serve = path.join(repoRoot, 'deploy/src/cli/serve.ts');

  it.each([
    [{}, 'JWT_SECRET is missing (set 32+ random bytes, e.g. openssl rand -base64 48)'],
    [{ NODE_ENV: 'development', JWT_SECRET: 'dev-secret' }, 'JWT_SECRET is too short, 10 bytes (set 32+ random bytes'],
    [{ JWT_SECRET: strong(), SHOP_OPS_SECRET: 'changeme' }, 'SHOP_OPS_SECRET is a default or placeholder value'],
    [{ JWT_SECRET: strong() }, 'PUBLIC_URL is missing (set the shop'],
    [
      { JWT_SECRET: strong(), PUBLIC_URL: 'https://shop.example' },
      'INVOICE_TRACKS is missing (set the uniform-invoice number ranges the tax office assigned',
    ],
  ])(
    '%j: exits 1 printing one line that names the variable, before serving anything',
    async (env, problem) => {
      const started = run(serve, shopEnv(env));
      expect(await started.exited).toBe(1);
      const { stdout, stderr } = started.output();
      expect(stderr.startsWith(`refusing to start in production: ${problem}`)).toBe(true);
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(stdout).not.toMatch(/publish:|shop: http/);
    },
    60_000,
  );
});

describe('the shop npm run serve starts, without NODE_ENV', () => {
  let url: string;
  let startLines: string[];

  beforeAll(async () => {
    const builds = await fakeRepo(REMOTE_APPS.map((app) => ({ app, remoteName: app.replace('-', '_'), owns: [`/${app}`] })));
    const started = run(
      path.join(repoRoot, 'deploy/src/testing/production-shop-process.ts'),
      shopEnv({
        SHOP_BUILDS_ROOT: builds,
        JWT_SECRET: strong(),
        SHOP_OPS_SECRET: strong(),
        INVOICE_TRACKS: 'AB00000000-AB00049999',
        PUBLIC_URL: 'https://shop.example',
      }),
    );
    const listening = await new Promise<{ url: string; lines: string[] } | undefined>((resolve) => {
      started.lines.on('line', (line) => {
        if (line.startsWith('{"event":"listening"')) resolve(JSON.parse(line) as { url: string; lines: string[] });
      });
      void started.exited.then(() => resolve(undefined));
    });
    if (!listening) throw new Error(`the production shop did not start:\n${started.output().stderr}`);
    ({ url, lines: startLines } = listening);
  }, 120_000);

  const send = (pathname: string, init: RequestInit = {}) => fetch(new URL(pathname, url), { redirect: 'manual', ...init });

  it('serves none of the development tools: mailbox, orders command, payment sandbox, WeChat sandbox', async () => {
    for (const response of [
      await send('/dev/mailbox.json'),
      await send('/dev/orders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"argv":["list"]}' }),
      await send('/dev/payment/phone'),
      await send('/dev/wechat/qrconnect?appid=wx-sandbox-app&redirect_uri=%2F'),
    ]) {
      expect(response.status).toBe(404);
    }
  });

  it('has no demo shop to sign in to, and printed no password', async () => {
    const login = await send('/api/v1/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@shop.local', password: 'Demo1234' }),
    });
    expect(login.status).toBe(401);
    expect(startLines.join('\n')).not.toContain('Demo1234');
    expect(startLines).toContain('Demo shop: not seeded (SEED=demo to ask for it)');
  });

  it('refuses an unsigned pin link', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const response = await send(
      `/ops/pin?o=${encodeURIComponent('mf-catalog=http://localhost:3001/mf-manifest.json')}&exp=${exp}`,
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('limits operator sign-ins through the API: the 11th try on an account in a minute is 429 with Retry-After', async () => {
    const signIn = () =>
      send('/api/admin/v1/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@shop.test', password: 'a-guessed-password' }),
      });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await signIn()).status).toBe(401);
    const refused = await signIn();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('has no shared-token release page: the release API asks for an owner’s session', async () => {
    expect((await send('/ops/api/releases', { headers: { authorization: 'Bearer a-shared-token' } })).status).toBe(401);
  });
});
