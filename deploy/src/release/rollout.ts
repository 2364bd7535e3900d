/**
 * Canary releases of one remote: start a canary at a share, change the share, promote it to stable, abort it,
 * or roll back (which drops a canary in flight before it touches stable). Every step runs under the publish
 * lock, rewrites canaries.json / remotes.json atomically, and is recorded in the remote's history with its
 * operator. The CLIs, the operator view and the canary monitor all call these functions.
 */
import { UserError } from '../errors.js';
import { activateLocked, entryFor, rollbackLocked, type SwitchResult } from '../manifest/activate.js';
import { readHistory, writeHistory, type ReleaseEvent } from '../manifest/history.js';
import { withPublishLock } from '../manifest/publish-lock.js';
import { findEntry, readRemotesManifest } from '../manifest/remotes-manifest.js';
import { readCanaries, writeCanaries, type Canary } from './canary-state.js';

export interface Actor {
  operator: string;
  reason?: string;
}

/** A share as operators type it: 0 < percent ≤ 100, at most two decimals. */
export function parsePercent(value: string | number | undefined): number {
  const percent = typeof value === 'number' ? value : Number(value);
  if (value === undefined || value === '' || !Number.isFinite(percent) || percent <= 0 || percent > 100) {
    throw new UserError(`a share is a percentage above 0 and at most 100 (got "${String(value)}")`, 'RELEASE_SHARE_INVALID');
  }
  if (Math.round(percent * 100) !== percent * 100)
    throw new UserError(`a share has at most two decimals (got ${percent})`, 'RELEASE_SHARE_INVALID');
  return percent;
}

async function record(publishDir: string, app: string, event: Omit<ReleaseEvent, 'at'>): Promise<void> {
  const history = await readHistory(publishDir, app);
  history.events.push({ at: new Date().toISOString(), ...event });
  await writeHistory(publishDir, app, history);
}

async function liveVersion(publishDir: string, app: string): Promise<string> {
  const live = findEntry(await readRemotesManifest(publishDir), app)?.version;
  if (live === undefined) throw new UserError(`${app} is not live yet: release it without --canary first`, 'RELEASE_NOT_LIVE');
  return live;
}

export interface CanaryResult {
  app: string;
  stable: string;
  canary: string | undefined;
  percent: number | undefined;
  changed: boolean;
}

/** Serves `version` (published) to `percent` % of shoppers; replaces a canary already in flight. */
export async function startCanary(
  publishDir: string,
  app: string,
  version: string,
  percent: number,
  actor: Actor,
): Promise<CanaryResult> {
  parsePercent(percent);
  return withPublishLock(publishDir, async () => {
    const stable = await liveVersion(publishDir, app);
    if (stable === version) throw new UserError(`${app} ${version} is already the stable version`);
    const manifest = await readRemotesManifest(publishDir);
    const entry = await entryFor(publishDir, app, version, await readHistory(publishDir, app), manifest);
    const canaries = await readCanaries(publishDir);
    const replaced = canaries[app]?.entry.version;
    canaries[app] = { entry, percent, since: new Date().toISOString() };
    await writeCanaries(publishDir, canaries);
    await record(publishDir, app, { action: 'canary', version, from: replaced, percent, ...actor });
    return { app, stable, canary: version, percent, changed: true };
  });
}

async function currentCanary(publishDir: string, app: string): Promise<Canary> {
  const canary = (await readCanaries(publishDir))[app];
  if (!canary) throw new UserError(`${app} has no canary in flight`, 'RELEASE_NO_CANARY');
  return canary;
}

/** Changes the share of the canary in flight. */
export async function setCanaryShare(publishDir: string, app: string, percent: number, actor: Actor): Promise<CanaryResult> {
  parsePercent(percent);
  return withPublishLock(publishDir, async () => {
    const canary = await currentCanary(publishDir, app);
    const stable = await liveVersion(publishDir, app);
    if (canary.percent === percent) return { app, stable, canary: canary.entry.version, percent, changed: false };
    const canaries = await readCanaries(publishDir);
    canaries[app] = { ...canary, percent };
    await writeCanaries(publishDir, canaries);
    await record(publishDir, app, { action: 'rollout', version: canary.entry.version, percent, ...actor });
    return { app, stable, canary: canary.entry.version, percent, changed: true };
  });
}

async function dropCanary(publishDir: string, app: string): Promise<void> {
  const canaries = await readCanaries(publishDir);
  delete canaries[app];
  await writeCanaries(publishDir, canaries);
}

/** Makes the canary the stable version for everyone. */
export async function promoteCanary(publishDir: string, app: string, actor: Actor): Promise<SwitchResult> {
  return withPublishLock(publishDir, async () => {
    const canary = await currentCanary(publishDir, app);
    // Stable first: a crash before the canary is dropped leaves a canary equal to stable, which serves the same.
    const result = await activateLocked(publishDir, app, canary.entry.version, { ...actor, action: 'promote' });
    await dropCanary(publishDir, app);
    return result;
  });
}

/**
 * Drops the canary: every shopper is back on stable from the next page load. With `expect`, only that very
 * canary (version and start) is dropped: the monitor judged it, and a canary started since must not pay for it.
 */
export async function abortCanary(
  publishDir: string,
  app: string,
  actor: Actor & { action?: 'abort' | 'rollback'; expect?: { version: string; since: string } },
): Promise<{ app: string; stable: string; dropped: string }> {
  return withPublishLock(publishDir, async () => {
    const canary = await currentCanary(publishDir, app);
    const { action = 'abort', expect, ...who } = actor;
    if (expect && (canary.entry.version !== expect.version || canary.since !== expect.since)) {
      throw new UserError(`${app}'s canary changed (now ${canary.entry.version} since ${canary.since}): not dropped`);
    }
    await dropCanary(publishDir, app);
    await record(publishDir, app, { action, version: canary.entry.version, percent: canary.percent, ...who });
    return { app, stable: await liveVersion(publishDir, app), dropped: canary.entry.version };
  });
}

/**
 * `rollback`: with a canary in flight, the canary is what is new, so it is dropped; otherwise stable goes
 * back to the version live before it (see rollbackRemote for `--to`).
 */
export async function rollbackRelease(publishDir: string, app: string, actor: Actor): Promise<SwitchResult> {
  return withPublishLock(publishDir, async () => {
    const canary = (await readCanaries(publishDir))[app];
    if (!canary) return rollbackLocked(publishDir, app, actor);
    await dropCanary(publishDir, app);
    const stable = await liveVersion(publishDir, app);
    await record(publishDir, app, {
      action: 'rollback',
      version: stable,
      from: canary.entry.version,
      percent: canary.percent,
      ...actor,
    });
    return { app, previous: canary.entry.version, current: stable, changed: true };
  });
}
