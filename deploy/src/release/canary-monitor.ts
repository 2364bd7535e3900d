/**
 * The automatic rollback: every few seconds, each remote's canary is compared with its stable version over the
 * time since the canary started (what the shell reported to the API's health beacon), and a failing one is
 * aborted, recorded in the remote's history as done by `auto-rollback` with the verdict as its reason.
 */
import {
  canaryPolicyFromEnv,
  canaryVerdict,
  type CanaryPolicy,
  type CanaryVerdict,
  type HealthCounts,
} from './canary-verdict.js';
import { readReleaseState, type RemoteReleaseState } from './release-state.js';
import { abortCanary } from './rollout.js';

/** The operator named in the history for a rollback the monitor did. */
export const AUTO_ROLLBACK_OPERATOR = 'auto-rollback';
export const DEFAULT_INTERVAL_MS = 2000;

/** What the API's remote-health reader offers (ApiHandle.remoteHealth), keyed by container name (`mf_catalog`). */
export interface RemoteHealthReader {
  remoteHealthSince(query: { remote: string; version: string; since: Date }): Promise<HealthCounts>;
  remoteHealthSummary?(since: Date): Promise<(HealthCounts & { remote: string; version: string })[]>;
}

export interface CanaryMonitorOptions {
  publishDir: string;
  health: Pick<RemoteHealthReader, 'remoteHealthSince'>;
  /** Default: from SHOP_CANARY_ERROR_MARGIN and SHOP_CANARY_MIN_SAMPLE. */
  policy?: CanaryPolicy;
  /** Between the end of one check and the start of the next. */
  intervalMs?: number;
  log?: (line: string) => void;
  /** The release state and the abort; the deploy/src/release functions unless a test replaces them. */
  readState?: (publishDir: string) => Promise<{ remotes: Record<string, RemoteReleaseState> }>;
  abort?: (
    publishDir: string,
    app: string,
    actor: { operator: string; reason: string; expect: { version: string; since: string } },
  ) => Promise<unknown>;
}

export interface CanaryCheck extends CanaryVerdict {
  app: string;
  version: string;
  /** True when this check dropped the canary. */
  aborted: boolean;
}

const noHealth: HealthCounts = { loads: 0, errors: 0 };

/** One pass over every canary in flight: verdicts, and the abort of each failing one. */
export async function checkCanaries(options: CanaryMonitorOptions): Promise<CanaryCheck[]> {
  const { publishDir, health } = options;
  const policy = options.policy ?? canaryPolicyFromEnv();
  const readState = options.readState ?? readReleaseState;
  const abort = options.abort ?? abortCanary;
  const log = options.log ?? ((line: string) => console.log(line));
  const checks: CanaryCheck[] = [];
  for (const [app, { stable, canary }] of Object.entries((await readState(publishDir)).remotes)) {
    if (!canary) continue;
    const since = new Date(canary.since);
    const remote = canary.entry.name;
    const [canaryCounts, stableCounts] = await Promise.all([
      health.remoteHealthSince({ remote, version: canary.entry.version, since }),
      stable ? health.remoteHealthSince({ remote: stable.name, version: stable.version, since }) : noHealth,
    ]);
    const verdict = canaryVerdict(stableCounts, canaryCounts, policy);
    const check: CanaryCheck = { app, version: canary.entry.version, ...verdict, aborted: false };
    checks.push(check);
    if (verdict.verdict !== 'failing') continue;
    // An operator (or another shop process's monitor) may have promoted, aborted or replaced this canary while
    // its health was read: only the very canary that was judged is dropped.
    const now = (await readState(publishDir)).remotes[app]?.canary;
    if (now?.entry.version !== canary.entry.version || now.since !== canary.since) continue;
    try {
      await abort(publishDir, app, {
        operator: AUTO_ROLLBACK_OPERATOR,
        reason: verdict.reason,
        expect: { version: canary.entry.version, since: canary.since },
      });
    } catch (error) {
      // Dropped in the meantime by someone else: nothing left to do.
      if ((await readState(publishDir)).remotes[app]?.canary?.since === canary.since) throw error;
      continue;
    }
    check.aborted = true;
    log(
      `canary rolled back automatically: ${app} ${canary.entry.version} (stable ${stable?.version ?? 'none'}): ${verdict.reason}`,
    );
  }
  return checks;
}

export interface CanaryMonitor {
  /** Runs one check now (after the one in progress, if any). */
  checkNow(): Promise<CanaryCheck[]>;
  /** No check starts after this; resolves once the one in progress has ended. */
  stop(): Promise<void>;
}

/**
 * Checks every `intervalMs` (default 2 s) until stopped. The timer does not keep the process alive, and a
 * failed check (the database or the publish folder unreachable) is logged once per distinct failure, not
 * every two seconds, and retried at the next tick.
 */
export function startCanaryMonitor(options: CanaryMonitorOptions): CanaryMonitor {
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const log = options.log ?? ((line: string) => console.log(line));
  const settled = { ...options, policy: options.policy ?? canaryPolicyFromEnv(), log };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<CanaryCheck[]> = Promise.resolve([]);
  let lastFailure: string | undefined;

  const check = (): Promise<CanaryCheck[]> => {
    running = running.then(
      () => checkCanaries(settled),
      () => checkCanaries(settled),
    );
    return running;
  };

  const tick = async () => {
    timer = undefined;
    try {
      await check();
      lastFailure = undefined;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== lastFailure) log(`canary monitor: check failed (retrying every ${intervalMs} ms): ${message}`);
      lastFailure = message;
    }
    if (!stopped) schedule();
  };

  const schedule = () => {
    timer = setTimeout(() => void tick(), intervalMs);
    timer.unref();
  };

  schedule();
  return {
    checkNow: check,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
