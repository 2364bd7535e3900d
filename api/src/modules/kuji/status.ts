import { sql, type SQL } from 'drizzle-orm';
import type { KujiStatus } from '@shop/shared/contract';
import { kujis } from '../../db/schema';

type Window = Pick<typeof kujis.$inferSelect, 'startsAt' | 'endsAt' | 'reserved' | 'ticketsTotal'>;

/**
 * A campaign's status at `now`: its sale window first (before it opens nothing is sold, after it closes
 * nothing more will be), then whether tickets are left for a new order.
 */
export function statusOf(k: Window, now: Date): KujiStatus {
  if (now < k.startsAt) return 'upcoming';
  if (now > k.endsAt) return 'ended';
  if (k.reserved >= k.ticketsTotal) return 'sold_out';
  return 'on_sale';
}

/** `statusOf` as SQL, so the list can filter and sort by it; status.test.ts keeps the two equal. */
export function statusSql(now: Date): SQL<KujiStatus> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<KujiStatus>`case when ${at} < ${kujis.startsAt} then 'upcoming' when ${at} > ${kujis.endsAt} then 'ended' when ${kujis.reserved} >= ${kujis.ticketsTotal} then 'sold_out' else 'on_sale' end`;
}

type Reveal = Pick<typeof kujis.$inferSelect, 'endsAt' | 'reserved' | 'drawn' | 'ticketsTotal'>;

/**
 * The seed and the box order are published once every ticket is drawn, or once the campaign has ended with no
 * unpaid order still holding tickets: revealing the box while such an order could still be paid would tell its
 * buyer what they are about to win, and let them walk away from a poor draw.
 */
export function isRevealed(k: Reveal, now: Date): boolean {
  return k.drawn >= k.ticketsTotal || (now > k.endsAt && k.reserved === k.drawn);
}
