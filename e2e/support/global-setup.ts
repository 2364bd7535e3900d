import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../api/src/platform/free-port';
import { liftedHoldingCaps } from '../../api/src/testing/lifted-caps';
import { defaultShellDir, prepareShop, repoRoot, startShopServer } from '../../deploy/src/index';
import { signInDemoMember } from './demo-member';
import { untilServerRendered } from './server-rendering';

/**
 * Builds what is stale, publishes every remote into a throwaway folder (so the developer's own
 * published/ is never touched) and serves the shop as `npm start` does, on a free loopback port.
 */
export default function globalSetup() {
  return startE2eShop((publishDir, log) => prepareShop(repoRoot, publishDir, { log }));
}

/** Fills the throwaway publish folder the e2e shop serves. */
export type PreparePublishDir = (publishDir: string, log: (line: string) => void) => Promise<unknown>;

/**
 * The e2e shop: a throwaway publish folder filled by `prepare`, a throwaway database, the API's emulators,
 * served on a free loopback port. Resolves with the teardown Playwright runs after the last spec.
 */
export async function startE2eShop(prepare: PreparePublishDir) {
  const publishDir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-data-'));
  // The API (mounted by the server) gets a throwaway embedded database, image folder and avatar bucket.
  process.env.PGLITE_DIR = path.join(dataDir, 'pglite');
  process.env.IMAGES_DIR = path.join(dataDir, 'images');
  process.env.STORAGE_DIR = path.join(dataDir, 'storage');
  // Many specs sign in and sign up from one address; the API's per-IP limits are tested in the API suite, not here.
  process.env.RATE_LOGIN_PER_MINUTE = '10000';
  process.env.RATE_CODE_PER_MINUTE = '10000';
  process.env.RATE_COUPON_CLAIM_PER_MINUTE = '10000';
  process.env.RESET_DAILY_LIMIT = '10000';
  // Draws wait for the local beacon's next round: one a second keeps the draw show's wait short.
  process.env.LOCAL_BEACON_PERIOD_SECONDS = '1';
  Object.assign(process.env, liftedHoldingCaps);
  // Google sign-in runs against the API's own Firebase Auth emulator (offline, a free loopback port, stopped
  // with the API), whatever the developer's shell points at: no real project, no emulator of theirs.
  for (const name of [
    'FIREBASE_EMULATOR',
    'FIREBASE_PROJECT_ID',
    'FIREBASE_API_KEY',
    'FIREBASE_AUTH_DOMAIN',
    'FIREBASE_AUTH_EMULATOR_HOST',
    // Avatars go to the API's own emulated bucket (/v0 on the shop's origin), never to a real one.
    'FIREBASE_STORAGE_BUCKET',
  ])
    delete process.env[name];
  const log = (line: string) => console.log(`[e2e] ${line}`);
  await prepare(publishDir, log);
  // The API puts its own address in mails and calls its WeChat sandbox through it, so the port is chosen first.
  const port = await freePort();
  process.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  const server = await startShopServer({ port, host: '127.0.0.1', publishDir, shellDir: defaultShellDir(repoRoot), log });
  let emulatorUrl: string;
  try {
    log(`shop at ${server.url}`);
    process.env.SHOP_E2E_URL = server.url;
    process.env.SHOP_E2E_MEMBER_JWT = await signInDemoMember(server.url);
    process.env.SHOP_E2E_PUBLISH_DIR = publishDir;
    emulatorUrl = await waitForAuthEmulator(server.url);
    log(`Firebase Auth emulator at ${emulatorUrl}`);
    await untilServerRendered(server.url);
  } catch (error) {
    // Playwright runs no teardown when setup fails, and the emulator is a process group of its own.
    await server.close();
    throw error;
  }

  return async () => {
    // Closing the server closes the API, which stops the emulator it started.
    await server.close();
    await rm(publishDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
    if (await stillListening(emulatorUrl))
      throw new Error(`the Firebase Auth emulator at ${emulatorUrl} is still running after teardown`);
  };
}

/**
 * The API starts its Auth emulator in the background (5–45 s on a busy machine); the Google spec needs it
 * answering. Its address is what the shop tells browsers at /api/client-config.
 */
async function waitForAuthEmulator(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/client-config`);
  const { firebase } = (await response.json()) as { firebase: { emulatorUrl: string | null } | null };
  const url = firebase?.emulatorUrl;
  if (!url)
    throw new Error('the shop offers no Google sign-in with its Auth emulator: is firebase-tools installed (npm install)?');
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (await answers(url)) return url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the Firebase Auth emulator at ${url} did not start within 150 s`);
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );

/** The emulator is killed, not shut down gracefully: give the port a moment to close. */
async function stillListening(url: string): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    if (!(await answers(url))) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return true;
}
