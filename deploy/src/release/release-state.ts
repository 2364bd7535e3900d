/**
 * What is live, read for every page: the stable manifest, the canaries, and (for version pins) the published
 * entries. Files are re-read only when their identity changes (one stat each per request), so a release,
 * rollout or rollback written by any process shows on the next request.
 */
import { stat } from 'node:fs/promises';
import type { RemoteManifestEntry, RemotesManifest } from '@shop/shared/manifest';
import { historyPath, readHistory } from '../manifest/history.js';
import { readRemotesManifest, remotesManifestPath } from '../manifest/remotes-manifest.js';
import { canariesPath, readCanaries, type Canaries, type Canary } from './canary-state.js';

export interface ReleaseState {
  stable: RemotesManifest;
  canaries: Canaries;
  /** Changes whenever either file changes: part of the document's cache key. */
  key: string;
}

export interface RemoteReleaseState {
  stable?: RemoteManifestEntry;
  canary?: Canary;
}

/** Per remote, stable and canary: what the monitor, the status command and the operator view read. */
export async function readReleaseState(publishDir: string): Promise<{ remotes: Record<string, RemoteReleaseState> }> {
  const [stable, canaries] = await Promise.all([readRemotesManifest(publishDir), readCanaries(publishDir)]);
  const remotes: Record<string, RemoteReleaseState> = {};
  for (const entry of stable.remotes) remotes[entry.package] = { stable: entry };
  for (const [app, canary] of Object.entries(canaries)) remotes[app] = { ...remotes[app], canary };
  return { remotes };
}

async function fileKey(file: string): Promise<string> {
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? `${info.ino}:${info.size}:${info.mtimeMs}` : 'none';
}

export interface ReleaseStateReader {
  /** The current state; undefined while remotes.json is missing or unreadable (the shell then fetches it). */
  current(): Promise<ReleaseState | undefined>;
  /** A published version's manifest entry (for a version pin), from the remote's history. */
  publishedEntry(app: string, version: string): Promise<RemoteManifestEntry | undefined>;
}

export function createReleaseStateReader(publishDir: string): ReleaseStateReader {
  let cached: ReleaseState | undefined;
  const histories = new Map<string, { key: string; published: Record<string, { entry: RemoteManifestEntry }> }>();

  return {
    async current() {
      const key = `${await fileKey(remotesManifestPath(publishDir))}/${await fileKey(canariesPath(publishDir))}`;
      if (key.startsWith('none/')) return undefined;
      if (cached?.key === key) return cached;
      try {
        const [stable, canaries] = await Promise.all([readRemotesManifest(publishDir), readCanaries(publishDir)]);
        cached = { stable, canaries, key };
        return cached;
      } catch {
        // Half-written by hand or corrupt: answer as if nothing were published rather than fail every page.
        return undefined;
      }
    },
    async publishedEntry(app, version) {
      const key = await fileKey(historyPath(publishDir, app));
      let known = histories.get(app);
      if (known?.key !== key) {
        const history = await readHistory(publishDir, app).catch(() => undefined);
        known = { key, published: history?.published ?? {} };
        histories.set(app, known);
      }
      return known.published[version]?.entry;
    },
  };
}
