import { describe, expect, it } from '@jest/globals';
import { BUCKETS, inCanary, newBucket, parseBucket } from './shopper-bucket.js';

const everyBucket = Array.from({ length: BUCKETS }, (_, bucket) => bucket);

describe('canary assignment', () => {
  it('puts the asked share of buckets in the canary, to the bucket', () => {
    for (const percent of [0.5, 10, 33.33, 50, 100]) {
      const inside = everyBucket.filter((bucket) => inCanary(bucket, 'mf-catalog', percent)).length;
      expect(inside).toBe(Math.round(percent * 100));
    }
  });

  it('only adds shoppers when the share grows, and only removes some when it shrinks', () => {
    const at = (percent: number) => new Set(everyBucket.filter((bucket) => inCanary(bucket, 'mf-fanza', percent)));
    const five = at(5);
    const twenty = at(20);
    for (const bucket of five) expect(twenty.has(bucket)).toBe(true);
  });

  it('gives each remote its own cohort, so one shopper is not every canary’s guinea pig', () => {
    const catalog = everyBucket.filter((bucket) => inCanary(bucket, 'mf-catalog', 10));
    const shared = catalog.filter((bucket) => inCanary(bucket, 'mf-checkout', 10)).length;
    expect(shared).toBeLessThan(catalog.length);
  });

  it('lands within two points of the share for 10,000 random shoppers', () => {
    const shoppers = Array.from({ length: 10_000 }, () => newBucket());
    const share = (100 * shoppers.filter((bucket) => inCanary(bucket, 'mf-catalog', 10)).length) / shoppers.length;
    // One standard deviation is 0.3 points: two points is a 1-in-10^10 miss for a fair draw.
    expect(Math.abs(share - 10)).toBeLessThanOrEqual(2);
  });

  it('accepts only a bucket number from the cookie', () => {
    expect(parseBucket('42')).toBe(42);
    expect(parseBucket('9999')).toBe(9999);
    for (const value of [undefined, '', '-1', '10000', '4.2', '1e3', '42; x']) expect(parseBucket(value)).toBeUndefined();
  });
});
