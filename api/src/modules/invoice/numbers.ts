import { sql } from 'drizzle-orm';
import type { InvoiceRange } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/hand-written';
import { invoiceTracks } from '../../db/schema';
import { nextPeriod, taiwanDay } from './period';

// The number ranges the tax office assigned, kept per period in `invoice_tracks`: numbers are taken in order under
// the range's row lock in the transaction that issues, so a rolled-back payment gives its number back.

export const formatNumber = (track: string, n: number) => `${track}${String(n).padStart(8, '0')}`;

/** SQL: takes the next number of `period`'s first range with one left (its row lock held to the commit); none when used up. */
export const takeNumber = (period: string) =>
  sql`update ${invoiceTracks} set next_number = next_number + 1
    where id = (select id from ${invoiceTracks} where period = ${period} and next_number <= last_number
      order by id limit 1 for update)
      and next_number <= last_number
    returning track || lpad((next_number - 1)::text, 8, '0') as number`;

/** Adds a range to a period unless it overlaps one the period has; whether it was added. */
export async function addRange(db: Db, period: string, r: Omit<InvoiceRange, 'period'>): Promise<boolean> {
  const added = await rowsOf<{ id: number }>(
    db,
    sql`insert into ${invoiceTracks} (period, track, first_number, last_number, next_number)
      select ${period}, ${r.track}, ${r.first}, ${r.last}, ${r.first}
      where not exists (select 1 from ${invoiceTracks} t where t.period = ${period} and t.track = ${r.track}
        and t.first_number <= ${r.last} and ${r.first} <= t.last_number)
      on conflict do nothing
      returning id`,
  );
  return added.length > 0;
}

/** The configured ranges (INVOICE_TRACKS) of this period and the next, so a period's first sale finds its numbers. */
export async function ensureRanges(db: Db, ranges: InvoiceRange[], now: Date): Promise<void> {
  const current = taiwanDay(now).period;
  for (const period of [current, nextPeriod(current)])
    for (const r of ranges) if (r.period === null || r.period === period) await addRange(db, period, r);
}

export interface RangeState {
  period: string;
  track: string;
  first: number;
  last: number;
  left: number;
}

/** Every range of `period` with how many numbers it has left (0: used up). */
export function rangesOf(db: Db, period: string): Promise<RangeState[]> {
  return rowsOf<RangeState>(
    db,
    sql`select period, track, first_number as first, last_number as last, (last_number - next_number + 1) as left
      from ${invoiceTracks} where period = ${period} order by id`,
  );
}
