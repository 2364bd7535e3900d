import { fail } from './errors';

/**
 * Fixed-window counters kept in process memory. One API process per database is the
 * deployment this reference server supports; replicas would need a shared store.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit for `key`; throws 42901 once more than `max` hits fall in `windowMs`. */
  hit(key: string, max: number, windowMs = 60_000): void {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || t - w.start >= windowMs) {
      w = { start: t, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 50_000) this.sweep(t, windowMs);
    }
    w.count += 1;
    if (w.count > max) {
      fail('TOO_MANY_REQUESTS', { 'retry-after': String(Math.ceil((w.start + windowMs - t) / 1000)) });
    }
  }

  private sweep(t: number, windowMs: number) {
    for (const [k, w] of this.windows) if (t - w.start >= windowMs) this.windows.delete(k);
  }
}
