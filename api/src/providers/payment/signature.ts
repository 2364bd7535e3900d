import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { NoticeRefused } from './types';

// Signed notices: HMAC-SHA256 with the shared secret over "<timestamp>.<raw body>", the scheme most gateways
// use. The timestamp is signed too, so an old notice cannot be sent again with a fresh one.

export const timestampHeader = 'x-payment-timestamp';
export const signatureHeader = 'x-payment-signature';

function mac(secret: string, timestamp: string, raw: Buffer): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(raw).digest();
}

/** The headers a gateway sends with a notice signed at `timestamp` (Unix seconds). */
export function signNotice(secret: string, timestamp: number, raw: Buffer): Record<string, string> {
  return {
    [timestampHeader]: String(timestamp),
    [signatureHeader]: `v1=${mac(secret, String(timestamp), raw).toString('hex')}`,
  };
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? undefined : value);

/**
 * Accepts a notice only when one of its `v1=` signatures (several while a secret is rotated) matches, and
 * it was signed within `toleranceSeconds` of `now`.
 */
export function verifyNotice(
  secret: string,
  headers: IncomingHttpHeaders,
  raw: Buffer,
  now: Date,
  toleranceSeconds: number,
): void {
  const timestamp = single(headers[timestampHeader]);
  const signatures = (single(headers[signatureHeader]) ?? '')
    .split(',')
    .map((part) => /^\s*v1=([0-9a-f]{64})\s*$/.exec(part)?.[1])
    .filter((hex): hex is string => !!hex);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0)
    throw new NoticeRefused('signature', 'missing or malformed signature headers');
  const expected = mac(secret, timestamp, raw);
  if (!signatures.some((hex) => timingSafeEqual(Buffer.from(hex, 'hex'), expected)))
    throw new NoticeRefused('signature', 'no signature matches');
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds)
    throw new NoticeRefused('stale', `signed at ${timestamp}, outside the tolerance of ${toleranceSeconds} s`);
}
