import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dailyCounts } from '../db/schema';
import { lockHolder } from './holder';

const HOUR_MS = 3600_000;

/** The `daily_counts` row that counts `key` in one clock hour (UTC). */
const bucket = (key: string, hour: number) => ({
  day: new Date(hour * HOUR_MS).toISOString().slice(0, 10),
  key: `${key}@${hour}`,
});

/**
 * Counts one use of `key` unless this clock hour and the one before already hold `max`; false when the limit is
 * reached. Any 60 minutes lie within two clock hours, so no hour ever sees more than `max` (a plain hourly window
 * would let `max` through at the end of one hour and `max` more at the start of the next). The key is locked for
 * the short transaction: concurrent callers count one after another.
 */
export async function takeHourlyUse(db: Db, key: string, max: number, now = new Date()): Promise<boolean> {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const current = bucket(key, hour);
  const previous = bucket(key, hour - 1);
  return db.transaction(async (tx) => {
    await lockHolder(tx, [`hourly:${key}`]);
    const [used] = await tx
      .select({ n: sql<number>`coalesce(sum(${dailyCounts.count}), 0)::int` })
      .from(dailyCounts)
      .where(
        or(
          and(eq(dailyCounts.day, current.day), eq(dailyCounts.key, current.key)),
          and(eq(dailyCounts.day, previous.day), eq(dailyCounts.key, previous.key)),
        ),
      );
    if (used!.n >= max) return false;
    await tx
      .insert(dailyCounts)
      .values({ ...current, count: 1 })
      .onConflictDoUpdate({ target: [dailyCounts.day, dailyCounts.key], set: { count: sql`${dailyCounts.count} + 1` } });
    return true;
  });
}
