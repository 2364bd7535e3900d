/**
 * remotes.json: which version of each remote is live. The shell fetches it at start-up (never cached),
 * so rewriting this one small file is how a remote is released or rolled back without rebuilding the shell.
 */
import path from 'node:path';
import type { RemoteManifestEntry, RemotesManifest } from '@shop/shared/manifest';
import { REMOTE_APPS } from '../paths.js';
import { readJsonOr, writeJsonAtomic } from './atomic-write.js';

export type { RemoteManifestEntry, RemotesManifest };

export const REMOTES_MANIFEST_FILE = 'remotes.json';

export function remotesManifestPath(publishDir: string): string {
  return path.join(publishDir, REMOTES_MANIFEST_FILE);
}

export async function readRemotesManifest(publishDir: string): Promise<RemotesManifest> {
  const manifest = await readJsonOr<RemotesManifest>(remotesManifestPath(publishDir), { remotes: [] });
  if (!manifest || !Array.isArray(manifest.remotes)) {
    throw new Error(`${remotesManifestPath(publishDir)} has no "remotes" array`);
  }
  return manifest;
}

export async function writeRemotesManifest(publishDir: string, manifest: RemotesManifest): Promise<void> {
  await writeJsonAtomic(remotesManifestPath(publishDir), manifest);
}

/** The entry of one remote (by its folder/package name), if it is active at all. */
export function findEntry(manifest: RemotesManifest, app: string): RemoteManifestEntry | undefined {
  return manifest.remotes.find((entry) => entry.package === app);
}

/**
 * A new manifest with `entry` replacing that remote's entry (or added); every other entry is kept as is.
 * Known remotes are listed in REMOTE_APPS order, unknown ones after them by name, so the file is stable.
 */
export function withEntry(manifest: RemotesManifest, entry: RemoteManifestEntry): RemotesManifest {
  const others = manifest.remotes.filter((existing) => existing.package !== entry.package);
  return { ...manifest, remotes: [...others, entry].sort(compareEntries) };
}

function compareEntries(a: RemoteManifestEntry, b: RemoteManifestEntry): number {
  const rank = (entry: RemoteManifestEntry): number => {
    const index = (REMOTE_APPS as readonly string[]).indexOf(entry.package);
    return index === -1 ? REMOTE_APPS.length : index;
  };
  return rank(a) - rank(b) || a.package.localeCompare(b.package);
}
