/**
 * Sticky canary assignment. Each shopper carries a random bucket 0…9999 in a first-party cookie; for each
 * remote the bucket is shifted by a per-remote offset (so one remote's canary cohort is not every remote's),
 * and the shopper is in that remote's canary while the shifted bucket is below percent × 100. Raising the
 * share only adds shoppers and lowering it only removes some: nobody flips back and forth between versions.
 */
import { createHash, randomInt } from 'node:crypto';

export const BUCKET_COOKIE = 'shop_bucket';
export const BUCKETS = 10_000;
/** A year: the assignment outlives any rollout; the cookie holds no personal data. */
const BUCKET_MAX_AGE_S = 365 * 24 * 3600;

export function parseBucket(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,4}$/.test(value)) return undefined;
  return Number(value);
}

export function newBucket(): number {
  return randomInt(BUCKETS);
}

function remoteOffset(app: string): number {
  return createHash('sha256').update(app).digest().readUInt32BE(0) % BUCKETS;
}

export function inCanary(bucket: number, app: string, percent: number): boolean {
  return (bucket + remoteOffset(app)) % BUCKETS < Math.round(percent * (BUCKETS / 100));
}

export function bucketCookie(bucket: number, secure: boolean): string {
  return `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
