/**
 * Publishing a remote: copy its dist into `<publishDir>/remotes/<app>/<version>/`, a folder that is never
 * modified once it exists. The copy goes to a dot-named temp folder first and is renamed into place, so a
 * crash mid-copy never leaves a half-filled version folder that a later publish would mistake for done.
 */
import { randomBytes } from 'node:crypto';
import { access, copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { RemotePackageInfo } from '../apps.js';
import { UserError } from '../errors.js';
import { manifestUrl, readHistory, versionFolder, writeHistory } from '../manifest/history.js';
import { withPublishLock } from '../manifest/publish-lock.js';
import type { RemoteManifestEntry } from '../manifest/remotes-manifest.js';
import { hashDist, listDistFiles, versionOf } from './hash-dist.js';

/** Files without which the shell cannot load a remote; publishing a dist without them is refused. */
const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js'];

export interface PublishResult {
  app: string;
  version: string;
  /** Where the version lives on disk. */
  folder: string;
  /** False when this exact build was already published (nothing copied). */
  created: boolean;
  /** What remotes.json will say about this version once it is activated. */
  entry: RemoteManifestEntry;
}

export async function publishRemote(publishDir: string, distDir: string, info: RemotePackageInfo): Promise<PublishResult> {
  const files = await listDistFiles(distDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new UserError(`${info.app} is not built (${distDir} missing)`);
    throw error;
  });
  for (const required of REQUIRED_FILES) {
    if (!files.includes(required)) throw new UserError(`${distDir} has no ${required}: not a remote build`);
  }
  const version = versionOf(info.packageVersion, await hashDist(distDir, files));
  const folder = versionFolder(publishDir, info.app, version);
  const entry: RemoteManifestEntry = {
    name: info.remoteName,
    package: info.app,
    version,
    manifest: manifestUrl(info.app, version),
    owns: info.owns,
  };

  return withPublishLock(publishDir, async () => {
    const created = !(await exists(folder));
    if (created) await copyIntoNewFolder(distDir, files, folder);
    const history = await readHistory(publishDir, info.app);
    if (!history.published[version]) {
      history.published[version] = { entry, publishedAt: new Date().toISOString() };
      await writeHistory(publishDir, info.app, history);
    }
    return { app: info.app, version, folder, created, entry };
  });
}

async function copyIntoNewFolder(distDir: string, files: string[], folder: string): Promise<void> {
  const parent = path.dirname(folder);
  await mkdir(parent, { recursive: true });
  const temp = path.join(parent, `.incoming-${path.basename(folder)}-${randomBytes(4).toString('hex')}`);
  try {
    for (const file of files) {
      const target = path.join(temp, file);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(path.join(distDir, file), target);
    }
    await rename(temp, folder);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
