/**
 * What a release manager looks at before moving a canary: per remote, the stable and canary versions, the
 * canary's share, what is published, the last things operators did, and (with a health source) how each
 * version fared since the canary started. `npm run release:status` and the operator view both print this.
 */
import { REMOTE_APPS } from '../paths.js';
import { listPublishedVersions, readHistory, type ReleaseEvent, type RemoteHistory } from '../manifest/history.js';
import {
  canaryPolicyFromEnv,
  canaryVerdict,
  errorRate,
  pageLoads,
  type CanaryPolicy,
  type CanaryVerdict,
  type HealthCounts,
} from './canary-verdict.js';
import { readReleaseState } from './release-state.js';

export type { HealthCounts };

/** Without a canary, health covers this much of the past. */
export const HEALTH_WINDOW_MS = 24 * 3600 * 1000;
export const RECENT_EVENTS = 20;

/**
 * Where loads and errors come from: the API's remote-health reader (ApiHandle.remoteHealth), keyed by the
 * Module Federation container name (the manifest entry's `name`, e.g. mf_catalog).
 */
export interface HealthSource {
  remoteHealthSince(query: { remote: string; version: string; since: Date }): Promise<HealthCounts>;
}

export interface VersionHealth {
  version: string;
  /** Page loads, those whose remote failed to load included (canary-verdict.ts `pageLoads`). */
  loads: number;
  /** Load failures, render errors and unhandled errors. */
  errors: number;
  /** Errors per 100 page loads, as the automatic rollback rates them; null before the first page load. */
  errorRate: number | null;
}

export interface RemoteHealth {
  /** Start of the window: the canary's start, or 24 h ago without a canary. */
  since: string;
  stable?: VersionHealth;
  canary?: VersionHealth;
  /** With a canary: what the automatic rollback makes of these figures (canary-verdict.ts). */
  verdict?: CanaryVerdict;
}

export interface RemoteStatus {
  app: string;
  /** Module Federation container name; undefined while nothing of the remote was ever live. */
  name?: string;
  stable?: { version: string; since?: string };
  canary?: { version: string; percent: number; since: string };
  /** Version folders on disk, newest first (by publish time when the history knows it). */
  published: { version: string; publishedAt?: string }[];
  /** The last RECENT_EVENTS history events, newest first. */
  events: ReleaseEvent[];
  health?: RemoteHealth;
}

export interface ReleaseStatus {
  at: string;
  remotes: RemoteStatus[];
  /** Why there is no health in this answer when a source was given but failed (e.g. the database is down). */
  healthError?: string;
}

/** When `version` last became the live one, from the activation stack or, failing that, the events. */
function stableSince(history: RemoteHistory, version: string): string | undefined {
  const top = history.activations[history.activations.length - 1];
  if (top?.version === version) return top.activatedAt;
  return history.events.findLast((event) => event.version === version && event.action !== 'canary')?.at;
}

async function remoteStatus(publishDir: string, app: string, state: Awaited<ReturnType<typeof readReleaseState>>) {
  const { stable, canary } = state.remotes[app] ?? {};
  const [history, onDisk] = await Promise.all([readHistory(publishDir, app), listPublishedVersions(publishDir, app)]);
  const published = onDisk
    .map((version) => ({ version, publishedAt: history.published[version]?.publishedAt }))
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.version.localeCompare(a.version));
  const status: RemoteStatus = {
    app,
    name: stable?.name ?? canary?.entry.name,
    published,
    events: history.events.slice(-RECENT_EVENTS).reverse(),
  };
  if (stable) status.stable = { version: stable.version, since: stableSince(history, stable.version) };
  if (canary) status.canary = { version: canary.entry.version, percent: canary.percent, since: canary.since };
  return status;
}

const NO_HEALTH: HealthCounts = { loads: 0, errors: 0 };

function versionHealth(version: string, counts: HealthCounts): VersionHealth {
  const loads = pageLoads(counts);
  return { version, loads, errors: counts.errors, errorRate: loads > 0 ? errorRate(counts) : null };
}

async function remoteHealth(
  source: HealthSource,
  status: RemoteStatus,
  now: Date,
  policy: CanaryPolicy,
): Promise<RemoteHealth | undefined> {
  const { name, stable, canary } = status;
  if (!name || (!stable && !canary)) return undefined;
  const since = canary ? new Date(canary.since) : new Date(now.getTime() - HEALTH_WINDOW_MS);
  const [stableCounts, canaryCounts] = await Promise.all([
    stable && source.remoteHealthSince({ remote: name, version: stable.version, since }),
    canary && source.remoteHealthSince({ remote: name, version: canary.version, since }),
  ]);
  const health: RemoteHealth = { since: since.toISOString() };
  if (stable) health.stable = versionHealth(stable.version, stableCounts!);
  if (canary) {
    health.canary = versionHealth(canary.version, canaryCounts!);
    health.verdict = canaryVerdict(stableCounts ?? NO_HEALTH, canaryCounts!, policy);
  }
  return health;
}

/** Every known remote (and any other the manifest names), in remotes.json order. */
export async function releaseStatus(
  publishDir: string,
  health?: HealthSource,
  options: { now?: Date; policy?: CanaryPolicy } = {},
): Promise<ReleaseStatus> {
  const now = options.now ?? new Date();
  const state = await readReleaseState(publishDir);
  const apps = [
    ...REMOTE_APPS,
    ...Object.keys(state.remotes)
      .filter((app) => !REMOTE_APPS.includes(app))
      .sort(),
  ];
  const remotes = await Promise.all(apps.map((app) => remoteStatus(publishDir, app, state)));
  const status: ReleaseStatus = { at: now.toISOString(), remotes };
  if (!health) return status;
  try {
    // The monitor's own policy (SHOP_CANARY_*): a verdict here is the one the automatic rollback reaches.
    const policy = options.policy ?? canaryPolicyFromEnv();
    const healths = await Promise.all(remotes.map((remote) => remoteHealth(health, remote, now, policy)));
    remotes.forEach((remote, index) => {
      if (healths[index]) remote.health = healths[index];
    });
  } catch (error) {
    // Versions and shares still help an operator deciding what to do while the database is away.
    status.healthError = `health unavailable: ${(error as Error).message}`;
  }
  return status;
}
