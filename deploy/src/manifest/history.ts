/**
 * Per-remote release history, `<publishDir>/remotes/<app>/history.json`:
 * - `published`: every version ever published with the manifest entry it gets when active (its own `owns`,
 *   so rolling back also restores the URL prefixes that version owned);
 * - `activations`: a stack of activated versions, last = live. Rollback pops it, so a second rollback goes
 *   one further back; a release or `--to` pushes onto it.
 * - `events`: what operators (and the canary monitor) did, oldest first: every activation, canary start,
 *   share change, promotion, abort and rollback, with time and operator.
 * It lives beside the version folders, not inside any of them: version folders are immutable.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteManifestEntry } from './remotes-manifest.js';
import { readJsonOr, writeJsonAtomic } from './atomic-write.js';

export interface PublishedVersion {
  entry: RemoteManifestEntry;
  publishedAt: string;
}

export interface Activation {
  version: string;
  activatedAt: string;
}

export type ReleaseAction = 'activate' | 'canary' | 'rollout' | 'promote' | 'abort' | 'rollback' | 'prune';

export interface ReleaseEvent {
  at: string;
  action: ReleaseAction;
  /** Who did it: `--operator`, SHOP_OPERATOR, the OS user, an owner's e-mail (the console), or `auto-rollback`. */
  operator: string;
  /** The version the action was about (the new live or canary version; the dropped one for abort). */
  version?: string;
  /** The version live (or canary) before, where that differs. */
  from?: string;
  percent?: number;
  reason?: string;
}

export interface RemoteHistory {
  published: Record<string, PublishedVersion>;
  activations: Activation[];
  events: ReleaseEvent[];
}

export const HISTORY_FILE = 'history.json';

export function remoteFolder(publishDir: string, app: string): string {
  return path.join(publishDir, 'remotes', app);
}

export function versionFolder(publishDir: string, app: string, version: string): string {
  return path.join(remoteFolder(publishDir, app), version);
}

export function historyPath(publishDir: string, app: string): string {
  return path.join(remoteFolder(publishDir, app), HISTORY_FILE);
}

export async function readHistory(publishDir: string, app: string): Promise<RemoteHistory> {
  const history = await readJsonOr<Partial<RemoteHistory>>(historyPath(publishDir, app), {});
  return { published: history.published ?? {}, activations: history.activations ?? [], events: history.events ?? [] };
}

export async function writeHistory(publishDir: string, app: string, history: RemoteHistory): Promise<void> {
  await writeJsonAtomic(historyPath(publishDir, app), history);
}

/** Version folders present on disk (temp folders of an interrupted publish start with a dot and are skipped). */
export async function listPublishedVersions(publishDir: string, app: string): Promise<string[]> {
  try {
    const entries = await readdir(remoteFolder(publishDir, app), { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The URL of a version's mf-manifest.json as the shell will fetch it. */
export function manifestUrl(app: string, version: string): string {
  return `/remotes/${app}/${version}/mf-manifest.json`;
}
