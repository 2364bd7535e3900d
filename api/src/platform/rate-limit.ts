import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { fail } from './errors';

/** Fixed-window counters: login attempts, code requests, notices… per client address, account or member. */
export interface RateLimiter {
  /** Counts one hit for `key`; throws 42901 (with retry-after) once more than `max` hits fall in `windowMs`. */
  hit(key: string, max: number, windowMs?: number): Promise<void>;
  /** Throws 42901 (with retry-after) while `max` hits or more fall in `key`'s running window; counts nothing. */
  check(key: string, max: number): Promise<void>;
}

/**
 * Counters in the database on PostgreSQL and on embedded PGlite alike, so a restart of the API (or a second
 * process on PostgreSQL) does not start them again at zero.
 */
export function createRateLimiter(database: Pick<Database, 'kind' | 'db'>): RateLimiter {
  return new SharedRateLimiter(database.db, { durable: database.kind === 'pglite' });
}

const refuse = (resetsInMs: number): never =>
  fail('TOO_MANY_REQUESTS', { 'retry-after': String(Math.max(1, Math.ceil(resetsInMs / 1000))) });

/** How often one process deletes the windows that have ended (a forgotten row costs nothing but space). */
const SWEEP_EVERY_MS = 60_000;

/** Counters in the `rate_limits` table, shared by every process on the database. */
export class SharedRateLimiter implements RateLimiter {
  private lastSweep = 0;
  private logged: Promise<unknown> | undefined;

  /**
   * `durable`: on PGlite the database lives and dies with this process, and a crash would empty the UNLOGGED
   * table (migration 0007): the table is made an ordinary one before the first hit (a no-op once it is).
   */
  constructor(
    private readonly db: Db,
    private readonly options: { durable?: boolean } = {},
  ) {}

  async hit(key: string, max: number, windowMs = 60_000): Promise<void> {
    await this.ready();
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

  async check(key: string, max: number): Promise<void> {
    const [row] = await this.db
      .select({
        count: rateLimits.count,
        resetsInMs: sql<number>`ceil(extract(epoch from ${rateLimits.resetsAt} - now()) * 1000)`.mapWith(Number),
      })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), gt(rateLimits.resetsAt, sql`now()`)));
    if (row && row.count >= max) refuse(row.resetsInMs);
  }

  /** Resolves once the table survives a crash of this process, when it must. */
  ready(): Promise<unknown> {
    if (!this.options.durable) return Promise.resolve();
    // A failed change is tried again at the next hit; the counters work meanwhile, only not across a crash.
    this.logged ??= this.db.execute(sql`alter table ${rateLimits} set logged`).catch(() => (this.logged = undefined));
    return this.logged;
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
