/**
 * How many operator sign-ins one client address may try: like the shop's own sign-in, counted by the API's rate
 * limiter (in the database, so every replica counts against one limit); a server without the API counts here.
 */
import type { ShopApi } from '../api-mount.js';

export const OPS_SIGN_IN_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

/** Counts one attempt from `address`: the seconds to wait when it is one too many, else undefined. */
export type SignInLimit = (address: string) => Promise<number | undefined>;

export function signInLimit(api: ShopApi | undefined, max = OPS_SIGN_IN_PER_MINUTE): SignInLimit {
  const key = (address: string) => `ops-sign-in:ip:${address}`;
  if (api?.rateLimit) return (address) => api.rateLimit!(key(address), max, WINDOW_MS);
  const windows = new Map<string, { start: number; count: number }>();
  return async (address) => {
    const now = Date.now();
    let window = windows.get(key(address));
    if (!window || now - window.start >= WINDOW_MS) {
      // Ended windows go when a new one opens: the map holds at most the addresses of the last minute or so.
      for (const [k, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(k);
      window = { start: now, count: 0 };
      windows.set(key(address), window);
    }
    window.count += 1;
    return window.count > max ? Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000)) : undefined;
  };
}
