import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readRemotePackage } from '../../deploy/src/apps';
import { loadApi } from '../../deploy/src/server/api-mount';
import {
  defaultShellDir,
  publishRemote,
  readRemotesManifest,
  repoRoot,
  startShopServer,
  type ShopServerOptions,
  type StartedShopServer,
} from '../../deploy/src/index';

/**
 * A shop of its own for a spec that starts canaries (which would reach other specs' shoppers on the shop of the
 * run): a copy of the published remotes, its own API on an in-memory database (where the shell's health beacons
 * land), whose operator accounts are its own (support/operators.ts `addOperator` with its URL).
 */
export interface ReleaseShop {
  server: StartedShopServer;
  publishDir: string;
  /** The catalogue version live when the shop started. */
  stable: string;
  /** The live catalogue published again with one extra file: the same code under a new version. */
  republishCatalog(note: string): Promise<string>;
  close(): Promise<void>;
}

export async function startReleaseShop(options: Pick<ShopServerOptions, 'canaryMonitor'> = {}): Promise<ReleaseShop> {
  const publishDir = await mkdtemp(path.join(os.tmpdir(), 'shop-releases-'));
  await cp(process.env.SHOP_E2E_PUBLISH_DIR!, publishDir, { recursive: true });
  // Composed as `npm start` composes it: the API with the stand-ins for outside services.
  const api = await loadApi({
    apiOptions: {
      env: {
        ...process.env,
        PGLITE_DIR: 'memory://',
        STORAGE_DIR: path.join(publishDir, '.storage'),
        SEED: 'false',
        FIREBASE_EMULATOR: 'off',
      },
    },
  });
  if (!api) throw new Error('the API package is missing');
  const server = await startShopServer({
    port: 0,
    host: '127.0.0.1',
    publishDir,
    shellDir: defaultShellDir(repoRoot),
    api,
    ...options,
  });
  const stable = (await readRemotesManifest(publishDir)).remotes.find((entry) => entry.package === 'mf-catalog')!.version;
  return {
    server,
    publishDir,
    stable,
    async republishCatalog(note) {
      const dist = await mkdtemp(path.join(os.tmpdir(), 'mf-catalog-copy-'));
      try {
        await cp(path.join(publishDir, 'remotes', 'mf-catalog', stable), dist, { recursive: true });
        await writeFile(path.join(dist, 'release-note.txt'), `${note} ${Date.now()}\n`);
        return (await publishRemote(publishDir, dist, await readRemotePackage(repoRoot, 'mf-catalog'))).version;
      } finally {
        await rm(dist, { recursive: true, force: true });
      }
    },
    async close() {
      await server.close();
      await rm(publishDir, { recursive: true, force: true });
    },
  };
}
