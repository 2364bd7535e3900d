/**
 * The shop a remote's own checks run against: a throwaway publish folder holding the live (stable) version
 * of every other remote, copied from the real publish folder, plus the remote under test's new build as
 * a new version. The live folder is only read: its version folders are immutable, so copying them while
 * `npm start` or a release runs is safe, and its remotes.json and history are never written.
 * Canaries are not copied: the e2e shop must serve one version of each remote, the one every shopper gets.
 */
import { access, cp } from 'node:fs/promises';
import { readRemotePackage } from '../apps.js';
import { UserError } from '../errors.js';
import { activateVersion } from '../manifest/activate.js';
import { readHistory, versionFolder, writeHistory } from '../manifest/history.js';
import { findEntry, readRemotesManifest, remotesManifestPath } from '../manifest/remotes-manifest.js';
import { REMOTE_APPS, type RemoteApp } from '../paths.js';
import { publishRemote } from '../publish/publish-remote.js';

/** What `npm start` does once, which a remote's checks need before they can run. */
export const RUN_START_ONCE = 'run `npm start` once (it builds and publishes every app), then try again';

export interface AssembledRemote {
  app: RemoteApp;
  version: string;
  /** `live`: copied from the live publish folder; `new build`: the remote under test, just published. */
  source: 'live' | 'new build';
}

export interface AssembleOptions {
  /** The real publish folder (SHOP_PUBLISH_DIR): read only. */
  liveDir: string;
  /** The empty throwaway folder the e2e shop serves. */
  targetDir: string;
  /** The remote under test. */
  app: RemoteApp;
  /** Its fresh build (normally `<root>/<app>/dist`). */
  distDir: string;
  root: string;
  /** Every remote of the shop; the default is the workspace's list. */
  remotes?: readonly RemoteApp[];
}

const OPERATOR = 'test:remote';

/** The live version of every remote but `app`; refuses (naming what is missing) when the shop is not published. */
export async function liveVersionsOfOthers(
  liveDir: string,
  app: RemoteApp,
  remotes: readonly RemoteApp[] = REMOTE_APPS,
): Promise<Map<RemoteApp, string>> {
  const manifest = await readRemotesManifest(liveDir);
  const versions = new Map<RemoteApp, string>();
  const missing: string[] = [];
  for (const other of remotes) {
    if (other === app) continue;
    const version = findEntry(manifest, other)?.version;
    if (version && (await exists(versionFolder(liveDir, other, version)))) versions.set(other, version);
    else missing.push(other);
  }
  if (missing.length) {
    throw new UserError(`no published ${missing.join(', ')} in ${remotesManifestPath(liveDir)}: ${RUN_START_ONCE}`);
  }
  return versions;
}

export async function assembleRemoteCheckShop(options: AssembleOptions): Promise<AssembledRemote[]> {
  const { liveDir, targetDir, app, distDir, root } = options;
  const liveManifest = await readRemotesManifest(liveDir);
  const assembled: AssembledRemote[] = [];
  for (const [other, version] of await liveVersionsOfOthers(liveDir, app, options.remotes)) {
    await cp(versionFolder(liveDir, other, version), versionFolder(targetDir, other, version), { recursive: true });
    // The live entry as remotes.json has it (its own `owns`), recorded as published so activation can use it.
    const history = await readHistory(targetDir, other);
    history.published[version] = { entry: findEntry(liveManifest, other)!, publishedAt: new Date().toISOString() };
    await writeHistory(targetDir, other, history);
    await activateVersion(targetDir, other, version, { operator: OPERATOR });
    assembled.push({ app: other, version, source: 'live' });
  }
  const published = await publishRemote(targetDir, distDir, await readRemotePackage(root, app));
  await activateVersion(targetDir, app, published.version, { operator: OPERATOR });
  assembled.push({ app, version: published.version, source: 'new build' });
  return assembled;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
