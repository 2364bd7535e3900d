import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { HoldingConfig } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/hand-written';
import { kujiOrders, kujis } from '../../db/schema';
import { fail } from '../../platform/errors';
import { holderKeys, holderLock, type Holder } from '../../platform/holder';

// Nobody holds a box's tickets without paying for them: inside the transaction that creates a kuji order, its
// holder (member, address, device) is locked, then its open unpaid orders and the tickets of this campaign they
// hold are counted; the campaign's own cap per member counts the member's paid draws too.

export const kujiHolderColumns = (h: Holder) => ({ clientIp: h.ip, deviceKey: h.deviceKey });

type Key = 'userId' | 'ip' | 'deviceKey';
const KEYS: Key[] = ['userId', 'ip', 'deviceKey'];
const COLUMNS: Record<Key, SQL> = { userId: sql`user_id`, ip: sql`client_ip`, deviceKey: sql`device_key` };

interface Held {
  /** Per key of the holder: its other open unpaid orders, and their draws of this campaign. */
  orders: Record<Key, number>;
  tickets: Record<Key, number>;
  /** The member's draws of this campaign, paid and open unpaid, and the campaign's cap per member. */
  memberDraws: number;
  memberLimit: number | null;
}

/** What the holder holds, counted by the database in one statement (no rows travel; the campaign row is not locked). */
async function heldBy(tx: Db, holder: Holder, order: { id: number; kujiId: number }, now: Date): Promise<Held> {
  const open = sql`status = 'pending_payment' and payment_deadline > ${now.toISOString()}::timestamptz`;
  const is = (key: Key) => sql`${COLUMNS[key]} = ${holder[key]}`;
  const [row] = await rowsOf<Record<string, number | null>>(
    tx,
    sql`select
      count(*) filter (where ${open} and ${is('userId')})::int as "userId_orders",
      coalesce(sum(draws) filter (where ${open} and ${is('userId')} and kuji_id = ${order.kujiId}), 0)::int as "userId_tickets",
      count(*) filter (where ${open} and ${is('ip')})::int as "ip_orders",
      coalesce(sum(draws) filter (where ${open} and ${is('ip')} and kuji_id = ${order.kujiId}), 0)::int as "ip_tickets",
      count(*) filter (where ${open} and ${is('deviceKey')})::int as "deviceKey_orders",
      coalesce(sum(draws) filter (where ${open} and ${is('deviceKey')} and kuji_id = ${order.kujiId}), 0)::int as "deviceKey_tickets",
      coalesce(sum(draws) filter (where ${is('userId')} and kuji_id = ${order.kujiId}), 0)::int as member_draws,
      (select member_limit from ${kujis} where id = ${order.kujiId}) as member_limit
    from ${kujiOrders}
    where id <> ${order.id}
      and ((${open} and (${is('userId')} or ${is('ip')} or ${is('deviceKey')}))
        or (${is('userId')} and kuji_id = ${order.kujiId} and status = 'paid'))`,
  );
  const per = (what: string) => Object.fromEntries(KEYS.map((k) => [k, row![`${k}_${what}`] ?? 0])) as Record<Key, number>;
  return {
    orders: per('orders'),
    tickets: per('tickets'),
    memberDraws: row!.member_draws ?? 0,
    memberLimit: row!.member_limit ?? null,
  };
}

/** What takes the holder's locks in the statement that inserts its kuji order, after the row (platform/holder.ts). */
export const kujiHolderLock = (holder: Holder) => holderLock(holderKeys('kuji', holder));

/**
 * Refuses (HOLD_ORDER_LIMIT, KUJI_HOLD_LIMIT, KUJI_MEMBER_LIMIT) an order its holder may not place; the holder's
 * locks were taken by the order's INSERT (kujiHolderLock).
 */
export async function checkKujiHolds(
  tx: Db,
  holder: Holder,
  caps: HoldingConfig,
  order: { id: number; kujiId: number; draws: number },
  now: Date,
): Promise<void> {
  const held = await heldBy(tx, holder, order, now);
  for (const key of KEYS) {
    if (holder[key] === null) continue;
    if (held.orders[key] >= (key === 'ip' ? caps.ordersPerIp : caps.kujiOrders)) fail('HOLD_ORDER_LIMIT');
    if (held.tickets[key] + order.draws > (key === 'ip' ? caps.kujiTicketsPerIp : caps.kujiTickets)) fail('KUJI_HOLD_LIMIT');
  }
  if (holder.userId === null || held.memberLimit === null) return;
  if (held.memberDraws + order.draws > held.memberLimit) fail('KUJI_MEMBER_LIMIT');
}

/** Draws a member has in a campaign, paid and unpaid (what its cap per member counts). */
export async function memberDraws(db: Db, userId: number, kujiId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${kujiOrders.draws}), 0)::int` })
    .from(kujiOrders)
    .where(
      and(
        eq(kujiOrders.userId, userId),
        eq(kujiOrders.kujiId, kujiId),
        or(eq(kujiOrders.status, 'paid'), and(eq(kujiOrders.status, 'pending_payment'), gt(kujiOrders.paymentDeadline, now))),
      ),
    );
  return row!.n;
}
