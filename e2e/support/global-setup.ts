import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../api/src/platform/free-port';
import { DEMO_MEMBER } from '../../api/src/seed/index';
import { defaultShellDir, prepareShop, repoRoot, startShopServer } from '../../deploy/src/index';

/**
 * Builds what is stale, publishes every remote into a throwaway folder (so the developer's own
 * published/ is never touched) and serves the shop as `npm start` does, on a free loopback port.
 */
export default async function globalSetup() {
  const publishDir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-data-'));
  // The API (mounted by the server) gets a throwaway embedded database and image folder.
  process.env.PGLITE_DIR = path.join(dataDir, 'pglite');
  process.env.IMAGES_DIR = path.join(dataDir, 'images');
  // Many specs sign in; the API's per-IP login limit is tested in the API suite, not here.
  process.env.RATE_LOGIN_PER_MINUTE = '10000';
  // No spec here signs in with Google yet; the Auth emulator would only cost start-up time.
  process.env.FIREBASE_EMULATOR = 'off';
  const log = (line: string) => console.log(`[e2e] ${line}`);
  await prepareShop(repoRoot, publishDir, { log });
  // The API puts its own address in mails and calls its WeChat sandbox through it, so the port is chosen first.
  const port = await freePort();
  process.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  const server = await startShopServer({ port, host: '127.0.0.1', publishDir, shellDir: defaultShellDir(repoRoot), log });
  log(`shop at ${server.url}`);
  process.env.SHOP_E2E_URL = server.url;
  process.env.SHOP_E2E_MEMBER_JWT = await signInDemoMember(server.url);
  process.env.SHOP_E2E_PUBLISH_DIR = publishDir;

  return async () => {
    await server.close();
    await rm(publishDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  };
}

/** One real sign-in of the seeded demo member, shared by the specs that only need to be signed in. */
async function signInDemoMember(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
  });
  const body = (await response.json()) as { data?: { jwt?: string } };
  if (!response.ok || !body.data?.jwt) throw new Error(`demo member sign-in failed: HTTP ${response.status}`);
  return body.data.jwt;
}

