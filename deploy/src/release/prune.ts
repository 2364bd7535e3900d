/**
 * `prune`: deletes old version folders. Kept for each remote: the `keep` most recently published versions,
 * the stable and canary versions, the last `keep` entries of the activation stack (what rollback can reach)
 * and every version the last RECENT_DAYS of history names (what an operator may still be looking into).
 */
import { rm } from 'node:fs/promises';
import { UserError } from '../errors.js';
import { listPublishedVersions, readHistory, versionFolder, writeHistory } from '../manifest/history.js';
import { withPublishLock } from '../manifest/publish-lock.js';
import { findEntry, readRemotesManifest } from '../manifest/remotes-manifest.js';
import { REMOTE_APPS } from '../paths.js';
import { readCanaries } from './canary-state.js';

const RECENT_DAYS = 14;

export interface PruneResult {
  app: string;
  removed: string[];
  kept: string[];
}

export function parseKeep(value: string | undefined, fallback = 5): number {
  if (value === undefined) return fallback;
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < 1)
    throw new UserError(`--keep takes a whole number of versions, at least 1 (got "${value}")`);
  return keep;
}

export async function pruneVersions(
  publishDir: string,
  options: { keep: number; operator: string; now?: number },
): Promise<PruneResult[]> {
  return withPublishLock(publishDir, async () => {
    const manifest = await readRemotesManifest(publishDir);
    const canaries = await readCanaries(publishDir);
    const recentSince = (options.now ?? Date.now()) - RECENT_DAYS * 24 * 3600 * 1000;
    const results: PruneResult[] = [];
    for (const app of REMOTE_APPS) {
      const onDisk = await listPublishedVersions(publishDir, app);
      const history = await readHistory(publishDir, app);
      const keep = new Set<string>();
      const byPublication = [...onDisk].sort((a, b) =>
        (history.published[b]?.publishedAt ?? '').localeCompare(history.published[a]?.publishedAt ?? ''),
      );
      for (const version of byPublication.slice(0, options.keep)) keep.add(version);
      for (const activation of history.activations.slice(-options.keep)) keep.add(activation.version);
      for (const event of history.events) {
        if (Date.parse(event.at) < recentSince) continue;
        if (event.version) keep.add(event.version);
        if (event.from) keep.add(event.from);
      }
      const stable = findEntry(manifest, app)?.version;
      if (stable) keep.add(stable);
      const canary = canaries[app]?.entry.version;
      if (canary) keep.add(canary);

      const removed = onDisk.filter((version) => !keep.has(version));
      for (const version of removed) {
        await rm(versionFolder(publishDir, app, version), { recursive: true, force: true });
        delete history.published[version];
      }
      if (removed.length) {
        history.events.push({
          at: new Date().toISOString(),
          action: 'prune',
          operator: options.operator,
          reason: removed.join(', '),
        });
        await writeHistory(publishDir, app, history);
      }
      results.push({ app, removed, kept: onDisk.filter((version) => keep.has(version)) });
    }
    return results;
  });
}
