import { describe, expect, it } from '@jest/globals';
import { UserError } from '../errors.js';
import { canaryPolicyFromEnv, canaryVerdict, DEFAULT_CANARY_POLICY, errorRate, type HealthCounts } from './canary-verdict.js';

const counts = (loads: number, errors: number, loadFailures = 0): HealthCounts => ({
  loads,
  errors: errors + loadFailures,
  byKind: { load: loads, 'load-failure': loadFailures },
});

describe('canaryVerdict', () => {
  it('fails a canary more than the margin above stable once it has the sample', () => {
    const verdict = canaryVerdict(counts(1000, 10), counts(200, 8));
    expect(verdict).toMatchObject({ verdict: 'failing', canaryRate: 4, stableRate: 1 });
    expect(verdict.reason).toBe('canary 4% errors over 200 page loads, stable 1% over 1000: more than 2 points above stable');
  });

  it('keeps a canary within the margin, the margin itself included', () => {
    expect(canaryVerdict(counts(1000, 10), counts(200, 6)).verdict).toBe('healthy');
    expect(canaryVerdict(counts(100, 1), counts(100, 3)).verdict).toBe('healthy');
    expect(canaryVerdict(counts(100, 1), counts(100, 4)).verdict).toBe('failing');
    // Better than stable is healthy, however few errors stable had.
    expect(canaryVerdict(counts(100, 50), counts(500, 0))).toMatchObject({ verdict: 'healthy', canaryRate: 0, stableRate: 50 });
  });

  it('says too few below the sample, however bad the canary looks', () => {
    const verdict = canaryVerdict(counts(1000, 0), counts(99, 99));
    expect(verdict).toMatchObject({ verdict: 'too-few', canaryRate: 100, stableRate: 0 });
    expect(verdict.reason).toMatch(/fewer than 100 canary page loads$/);
    expect(canaryVerdict(counts(1000, 0), counts(0, 0))).toMatchObject({ verdict: 'too-few', canaryRate: 0 });
  });

  it('counts pages whose canary never loaded: a canary that cannot load at all is rolled back', () => {
    expect(canaryVerdict(counts(1000, 5), counts(0, 0, 100))).toMatchObject({ verdict: 'failing', canaryRate: 100 });
    expect(canaryVerdict(counts(1000, 5), counts(0, 0, 99)).verdict).toBe('too-few');
  });

  it('holds the canary to the margin alone when stable had no page loads in the period', () => {
    expect(canaryVerdict(counts(0, 0), counts(100, 2)).verdict).toBe('healthy');
    expect(canaryVerdict(counts(0, 0), counts(100, 3))).toMatchObject({ verdict: 'failing', stableRate: 0 });
  });

  it('follows the policy it is given', () => {
    expect(canaryVerdict(counts(100, 0), counts(10, 1), { margin: 5, minSample: 10 }).verdict).toBe('failing');
    expect(canaryVerdict(counts(100, 0), counts(10, 1), { margin: 10, minSample: 10 }).verdict).toBe('healthy');
    expect(canaryVerdict(counts(100, 0), counts(10, 1), { margin: 0, minSample: 11 }).verdict).toBe('too-few');
  });

  it('rates errors per 100 page loads, above 100 when pages throw more than once', () => {
    expect(errorRate(counts(0, 0))).toBe(0);
    expect(errorRate(counts(3, 1))).toBeCloseTo(33.33, 2);
    expect(errorRate(counts(10, 25))).toBe(250);
    // Counts without a breakdown by kind (every load loaded).
    expect(errorRate({ loads: 50, errors: 1 })).toBe(2);
  });
});

describe('canaryPolicyFromEnv', () => {
  it('defaults to 2 points over at least 100 canary page loads', () => {
    expect(canaryPolicyFromEnv({})).toEqual({ margin: 2, minSample: 100 });
    expect(canaryPolicyFromEnv({ SHOP_CANARY_ERROR_MARGIN: '', SHOP_CANARY_MIN_SAMPLE: ' ' })).toEqual(DEFAULT_CANARY_POLICY);
  });

  it('reads SHOP_CANARY_ERROR_MARGIN and SHOP_CANARY_MIN_SAMPLE', () => {
    expect(canaryPolicyFromEnv({ SHOP_CANARY_ERROR_MARGIN: '0.5', SHOP_CANARY_MIN_SAMPLE: '500' })).toEqual({
      margin: 0.5,
      minSample: 500,
    });
    expect(canaryPolicyFromEnv({ SHOP_CANARY_ERROR_MARGIN: '0' }).margin).toBe(0);
  });

  it.each([
    ['SHOP_CANARY_ERROR_MARGIN', '-1'],
    ['SHOP_CANARY_ERROR_MARGIN', 'two'],
    ['SHOP_CANARY_ERROR_MARGIN', '2%'],
    ['SHOP_CANARY_MIN_SAMPLE', '0'],
    ['SHOP_CANARY_MIN_SAMPLE', '10.5'],
    ['SHOP_CANARY_MIN_SAMPLE', 'many'],
  ])('refuses %s=%s in one line naming it, instead of rolling back by a rule nobody chose', (name, value) => {
    expect(() => canaryPolicyFromEnv({ [name]: value })).toThrow(UserError);
    expect(() => canaryPolicyFromEnv({ [name]: value })).toThrow(`${name}=${value} is not`);
  });
});
