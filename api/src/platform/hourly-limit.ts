import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dailyCounts } from '../db/schema';
import { rowsOf } from '../db/hand-written';

const HOUR_MS = 3600_000;

/** The `daily_counts` row that counts `key` in one clock hour (UTC). */
const bucket = (key: string, hour: number) => ({
  day: new Date(hour * HOUR_MS).toISOString().slice(0, 10),
  key: `${key}@${hour}`,
});

/**
 * Counts one use of `key` unless this clock hour and the one before already hold `max`; false when the limit is
 * reached. Any 60 minutes lie within two clock hours, so no hour ever sees more than `max` (a plain hourly window
 * would let `max` through at the end of one hour and `max` more at the start of the next). One statement, exact
 * under concurrency: the hour's first use inserts its row only while the hour before leaves room; later uses
 * conflict on that row, which ON CONFLICT locks, and add to it only while its latest count leaves room.
 */
export async function takeHourlyUse(db: Db, key: string, max: number, now = new Date()): Promise<boolean> {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const current = bucket(key, hour);
  const previous = bucket(key, hour - 1);
  const before = sql`(select coalesce(sum(count), 0) from ${dailyCounts}
    where day = ${previous.day}::date and key = ${previous.key})`;
  const counted = await rowsOf(
    db,
    sql`insert into ${dailyCounts} (day, key, count)
      select ${current.day}::date, ${current.key}, 1 where ${before} < ${max}
      on conflict (day, key) do update set count = ${dailyCounts.count} + 1 where ${dailyCounts.count} + ${before} < ${max}
      returning 1`,
  );
  return counted.length > 0;
}
