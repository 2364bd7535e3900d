import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
  const log = (line: string) => console.log(`[e2e] ${line}`);
  await prepareShop(repoRoot, publishDir, { log });
  const server = await startShopServer({ port: 0, host: '127.0.0.1', publishDir, shellDir: defaultShellDir(repoRoot), log });
  log(`shop at ${server.url}`);
  process.env.SHOP_E2E_URL = server.url;
  process.env.SHOP_E2E_PUBLISH_DIR = publishDir;

  return async () => {
    await server.close();
    await rm(publishDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  };
}
