import { lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { fail } from './errors';

/** Fixed-window counters: login attempts, code requests, notices… per client address, account or member. */
export interface RateLimiter {
  /** Counts one hit for `key`; throws 42901 (with retry-after) once more than `max` hits fall in `windowMs`. */
  hit(key: string, max: number, windowMs?: number): Promise<void>;
}

/**
 * On PostgreSQL the counters live in the database, so every API process on it counts against one limit; on
 * embedded PGlite (which only one process can open) in memory, where a hit costs no query.
 */
export function createRateLimiter(database: Pick<Database, 'kind' | 'db'>): RateLimiter {
  return database.kind === 'postgres' ? new SharedRateLimiter(database.db) : new MemoryRateLimiter();
}

const refuse = (resetsInMs: number): never =>
  fail('TOO_MANY_REQUESTS', { 'retry-after': String(Math.max(1, Math.ceil(resetsInMs / 1000))) });

/** Counters in this process's memory: right only while one process serves the database. */
export class MemoryRateLimiter implements RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, max: number, windowMs = 60_000): Promise<void> {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || t - w.start >= windowMs) {
      w = { start: t, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 50_000) this.sweep(t, windowMs);
    }
    w.count += 1;
    if (w.count > max) refuse(w.start + windowMs - t);
  }

  private sweep(t: number, windowMs: number) {
    for (const [k, w] of this.windows) if (t - w.start >= windowMs) this.windows.delete(k);
  }
}

/** How often one process deletes the windows that have ended (a forgotten row costs nothing but space). */
const SWEEP_EVERY_MS = 60_000;

/** Counters in the `rate_limits` table, shared by every process on the database. */
export class SharedRateLimiter implements RateLimiter {
  private lastSweep = 0;

  constructor(private readonly db: Db) {}

  async hit(key: string, max: number, windowMs = 60_000): Promise<void> {
    // One statement: a new window, a hit counted in the running one, or a fresh window where the old one ended.
    // Concurrent hits on one key queue on its row, so a burst spread over processes cannot get past `max`.
    const ended = sql`${rateLimits.resetsAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetsAt: sql`now() + ${windowMs}::float8 * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
          resetsAt: sql`case when ${ended} then excluded.resets_at else ${rateLimits.resetsAt} end`,
        },
      })
      .returning({
        count: rateLimits.count,
        resetsInMs: sql<number>`ceil(extract(epoch from ${rateLimits.resetsAt} - now()) * 1000)`.mapWith(Number),
      });
    this.sweepNowAndThen();
    if (row!.count > max) refuse(row!.resetsInMs);
  }

  private sweepNowAndThen() {
    const t = Date.now();
    if (t - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = t;
    // Not awaited: the hit that happens to trigger it must not wait. A failed sweep (the database closing
    // under it, say) only leaves rows for the next one.
    this.db
      .delete(rateLimits)
      .where(lt(rateLimits.resetsAt, sql`now()`))
      .catch(() => {});
  }
}
