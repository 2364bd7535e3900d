import { createHmac, timingSafeEqual } from 'node:crypto';

// A visitor's key to their order: `<order id>.<expiry, unix seconds>.<HMAC-SHA256>`, signed with a key derived
// from the API's secret (Tokens.derivedKey('order-link')). It names one order and expires; nothing is stored.

const sign = (key: Buffer, orderId: number, exp: number) =>
  createHmac('sha256', key).update(`order:${orderId}:${exp}`).digest('base64url');

export function orderLinkToken(key: Buffer, orderId: number, ttlSeconds: number, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  return `${orderId}.${exp}.${sign(key, orderId, exp)}`;
}

/** Whether `token` is a valid, unexpired link to exactly this order. */
export function verifyOrderLinkToken(key: Buffer, orderId: number, token: string, now = Date.now()): boolean {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m || Number(m[1]) !== orderId) return false;
  const exp = Number(m[2]);
  if (exp * 1000 <= now) return false;
  const expected = Buffer.from(sign(key, orderId, exp));
  const given = Buffer.from(m[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
