/**
 * The automatic rollback's rule: is a canary failing compared with the stable version of the same remote over
 * the same period? Pure, so the monitor, the status command and tests agree on one definition.
 */
import { UserError } from '../errors.js';

/** What the API's remote-health reader answers for one remote version (api/src/modules/remote-health). */
export interface HealthCounts {
  /** Page loads where the remote's code loaded. */
  loads: number;
  /** Load failures, render errors and unhandled errors. */
  errors: number;
  byKind?: Partial<Record<'load' | 'load-failure' | 'render-error' | 'unhandled-error', number>>;
}

export interface CanaryPolicy {
  /** Error-rate points (percent of page loads) the canary may exceed the stable version by. */
  margin: number;
  /** Canary page loads needed before any verdict but 'too-few'. */
  minSample: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = { margin: 2, minSample: 100 };

export interface CanaryVerdict {
  verdict: 'healthy' | 'too-few' | 'failing';
  /** Errors per 100 page loads of the canary, and of the stable version. */
  canaryRate: number;
  stableRate: number;
  /** One line for the operator's log and the release history. */
  reason: string;
}

/**
 * Page loads: those that loaded plus those that could not. A canary whose files never load has no `load` at
 * all, and must still reach its sample and fail.
 */
export function pageLoads(counts: HealthCounts): number {
  return counts.loads + (counts.byKind?.['load-failure'] ?? 0);
}

/** Errors per 100 page loads (0 before the first); above 100 when pages throw more than once. */
export function errorRate(counts: HealthCounts): number {
  const loads = pageLoads(counts);
  return loads > 0 ? (counts.errors * 100) / loads : 0;
}

const percent = (rate: number) => `${Number(rate.toFixed(2))}%`;

/**
 * 'failing' when the canary has at least `minSample` page loads and its error rate exceeds the stable one by
 * more than `margin` points; 'too-few' below the sample; else 'healthy'. A stable version with no page loads in
 * the period counts as error-free, so the canary is then held to `margin` itself.
 */
export function canaryVerdict(
  stable: HealthCounts,
  canary: HealthCounts,
  policy: CanaryPolicy = DEFAULT_CANARY_POLICY,
): CanaryVerdict {
  const canaryRate = errorRate(canary);
  const stableRate = errorRate(stable);
  const sample = pageLoads(canary);
  const rates = `canary ${percent(canaryRate)} errors over ${sample} page loads, stable ${percent(stableRate)} over ${pageLoads(stable)}`;
  if (sample < policy.minSample) {
    return { verdict: 'too-few', canaryRate, stableRate, reason: `${rates}: fewer than ${policy.minSample} canary page loads` };
  }
  if (canaryRate - stableRate > policy.margin) {
    return { verdict: 'failing', canaryRate, stableRate, reason: `${rates}: more than ${policy.margin} points above stable` };
  }
  return { verdict: 'healthy', canaryRate, stableRate, reason: `${rates}: within ${policy.margin} points of stable` };
}

/**
 * The policy from the environment: SHOP_CANARY_ERROR_MARGIN (error-rate points, ≥ 0, default 2) and
 * SHOP_CANARY_MIN_SAMPLE (canary page loads, a whole number ≥ 1, default 100). A value that is set but not
 * one of these is refused rather than replaced by the default: it decides when shoppers' releases roll back.
 */
export function canaryPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): CanaryPolicy {
  const read = (name: string, fallback: number, valid: (n: number) => boolean, what: string): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (!valid(n)) throw new UserError(`${name}=${raw} is not ${what}`);
    return n;
  };
  return {
    margin: read(
      'SHOP_CANARY_ERROR_MARGIN',
      DEFAULT_CANARY_POLICY.margin,
      (n) => Number.isFinite(n) && n >= 0,
      'a number of error-rate points ≥ 0',
    ),
    minSample: read(
      'SHOP_CANARY_MIN_SAMPLE',
      DEFAULT_CANARY_POLICY.minSample,
      (n) => Number.isInteger(n) && n >= 1,
      'a whole number of page loads ≥ 1',
    ),
  };
}
