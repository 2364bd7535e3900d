import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dailyCounts } from '../db/schema';

/**
 * Counts one use of `key` for today (UTC) unless `max` uses are already counted; false when the limit is
 * reached. One statement: concurrent callers queue on the row, so no burst gets past the limit (a
 * count-then-insert would let every parallel caller see the same old count).
 */
export async function takeDailyUse(db: Db, key: string, max: number): Promise<boolean> {
  const day = new Date().toISOString().slice(0, 10);
  const counted = await db
    .insert(dailyCounts)
    .values({ day, key, count: 1 })
    .onConflictDoUpdate({
      target: [dailyCounts.day, dailyCounts.key],
      set: { count: sql`${dailyCounts.count} + 1` },
      setWhere: sql`${dailyCounts.count} < ${max}`,
    })
    .returning({ count: dailyCounts.count });
  return counted.length === 1;
}
