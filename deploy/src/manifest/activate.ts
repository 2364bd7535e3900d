/**
 * Switching which version of ONE remote is live: activate (release, or rollback --to) and rollback.
 * Each switch rewrites remotes.json atomically and touches no other remote's entry; all of it runs under
 * the publish lock so two operators cannot interleave read-modify-write cycles.
 */
import { UserError } from '../errors.js';
import { withPublishLock } from './publish-lock.js';
import {
  findEntry,
  readRemotesManifest,
  withEntry,
  writeRemotesManifest,
  type RemoteManifestEntry,
  type RemotesManifest,
} from './remotes-manifest.js';
import { listPublishedVersions, readHistory, writeHistory, type RemoteHistory } from './history.js';

export interface ActorOptions {
  /** Recorded in the remote's history; default `unknown` (the CLIs pass the operator's name). */
  operator?: string;
  reason?: string;
  /** How the history names this switch; default `activate`. */
  action?: 'activate' | 'promote' | 'rollback';
}

export interface SwitchResult {
  app: string;
  /** Version live before the switch (undefined if the remote was not in remotes.json). */
  previous: string | undefined;
  /** Version live after the switch. */
  current: string;
  /** False when the requested version was already live (nothing written). */
  changed: boolean;
}

/** Makes `version` (already published) the live version of `app`. */
export async function activateVersion(
  publishDir: string,
  app: string,
  version: string,
  actor: ActorOptions = {},
): Promise<SwitchResult> {
  return withPublishLock(publishDir, () => activateLocked(publishDir, app, version, actor));
}

/** activateVersion for a caller that already holds the publish lock (promoting a canary). */
export async function activateLocked(
  publishDir: string,
  app: string,
  version: string,
  actor: ActorOptions,
): Promise<SwitchResult> {
  const manifest = await readRemotesManifest(publishDir);
  const history = await readHistory(publishDir, app);
  const previous = findEntry(manifest, app)?.version;
  const entry = await entryFor(publishDir, app, version, history, manifest);
  if (previous === version) return { app, previous, current: version, changed: false };
  await switchTo(publishDir, manifest, entry);
  reconcile(history, previous);
  const at = new Date().toISOString();
  history.activations.push({ version, activatedAt: at });
  history.events.push({
    at,
    action: actor.action ?? 'activate',
    operator: actor.operator ?? 'unknown',
    version,
    from: previous,
    reason: actor.reason,
  });
  await writeHistory(publishDir, app, history);
  return { app, previous, current: version, changed: true };
}

/**
 * Rolls `app` back to the version that was live before the current one, or to `to` when given.
 * Plain rollback pops the activation stack, so calling it twice goes two versions back.
 */
export async function rollbackRemote(
  publishDir: string,
  app: string,
  options: { to?: string } & Omit<ActorOptions, 'action'> = {},
): Promise<SwitchResult> {
  if (options.to !== undefined) {
    const result = await activateVersion(publishDir, app, options.to, { ...options, action: 'rollback' });
    if (!result.changed) throw new UserError(`${app} ${options.to} is already the live version`);
    return result;
  }
  return withPublishLock(publishDir, () => rollbackLocked(publishDir, app, options));
}

/** Plain rollback (pop the activation stack) for a caller that already holds the publish lock. */
export async function rollbackLocked(
  publishDir: string,
  app: string,
  actor: Omit<ActorOptions, 'action'>,
): Promise<SwitchResult> {
  const manifest = await readRemotesManifest(publishDir);
  const history = await readHistory(publishDir, app);
  const previous = findEntry(manifest, app)?.version;
  if (previous === undefined) throw new UserError(`${app} is not in remotes.json: nothing to roll back`, 'RELEASE_NOT_LIVE');
  reconcile(history, previous);
  if (history.activations.length < 2) {
    throw new UserError(`${app} has no earlier version to roll back to (live: ${previous})`, 'RELEASE_NOTHING_TO_ROLL_BACK');
  }
  history.activations.pop();
  const target = history.activations[history.activations.length - 1]!.version;
  const entry = await entryFor(publishDir, app, target, history, manifest);
  await switchTo(publishDir, manifest, entry);
  history.events.push({
    at: new Date().toISOString(),
    action: 'rollback',
    operator: actor.operator ?? 'unknown',
    version: target,
    from: previous,
    reason: actor.reason,
  });
  await writeHistory(publishDir, app, history);
  return { app, previous, current: target, changed: true };
}

async function switchTo(publishDir: string, manifest: RemotesManifest, entry: RemoteManifestEntry): Promise<void> {
  await writeRemotesManifest(publishDir, withEntry(manifest, entry));
}

/**
 * If remotes.json was edited by hand (or a crash hit between the two writes), the live version may not
 * be on top of the stack; put it there so "the version before the current one" stays true.
 */
function reconcile(history: RemoteHistory, live: string | undefined): void {
  const top = history.activations[history.activations.length - 1];
  if (live !== undefined && top?.version !== live) {
    history.activations.push({ version: live, activatedAt: new Date().toISOString() });
  }
}

/** The manifest entry a published version gets; unknown versions are an operator error. */
export async function entryFor(
  publishDir: string,
  app: string,
  version: string,
  history: RemoteHistory,
  manifest: RemotesManifest,
): Promise<RemoteManifestEntry> {
  const onDisk = await listPublishedVersions(publishDir, app);
  if (!onDisk.includes(version)) {
    const known = onDisk.length ? onDisk.join(', ') : 'none published';
    throw new UserError(`unknown version "${version}" of ${app} (known: ${known})`);
  }
  const recorded = history.published[version]?.entry;
  if (recorded) return recorded;
  // Folder without a history record (history.json lost): keep the live entry's name and prefixes.
  const live = findEntry(manifest, app);
  if (!live) throw new UserError(`${app} ${version} has no history record; release it again instead`);
  return { ...live, version, manifest: `/remotes/${app}/${version}/mf-manifest.json` };
}
