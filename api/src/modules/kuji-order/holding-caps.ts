import { and, eq, gt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { HoldingConfig } from '../../config';
import type { Db } from '../../db/client';
import { kujiOrders, kujis } from '../../db/schema';
import { fail } from '../../platform/errors';
import { holderKeys, lockHolder, type Holder } from '../../platform/holder';

// Nobody holds a box's tickets without paying for them: inside the transaction that creates a kuji order, its
// holder (member, address, device) is locked, then its open unpaid orders and the tickets of this campaign they
// hold are counted; the campaign's own cap per member counts the member's paid draws too.

export const kujiHolderColumns = (h: Holder) => ({ clientIp: h.ip, deviceKey: h.deviceKey });

type Key = 'userId' | 'ip' | 'deviceKey';
const KEYS: Key[] = ['userId', 'ip', 'deviceKey'];

/** Refuses (HOLD_ORDER_LIMIT, KUJI_HOLD_LIMIT, KUJI_MEMBER_LIMIT) an order its holder may not place. */
export async function checkKujiHolds(
  tx: Db,
  holder: Holder,
  caps: HoldingConfig,
  order: { id: number; kujiId: number; draws: number },
  now: Date,
): Promise<void> {
  await lockHolder(tx, holderKeys('kuji', holder));
  const open = and(eq(kujiOrders.status, 'pending_payment'), gt(kujiOrders.paymentDeadline, now));
  const byKey: SQL[] = [];
  if (holder.userId !== null) byKey.push(eq(kujiOrders.userId, holder.userId));
  if (holder.ip) byKey.push(eq(kujiOrders.clientIp, holder.ip));
  if (holder.deviceKey) byKey.push(eq(kujiOrders.deviceKey, holder.deviceKey));
  const paidHere =
    holder.userId !== null
      ? and(eq(kujiOrders.userId, holder.userId), eq(kujiOrders.kujiId, order.kujiId), eq(kujiOrders.status, 'paid'))
      : sql`false`;
  const rows = await tx
    .select({
      id: kujiOrders.id,
      userId: kujiOrders.userId,
      ip: kujiOrders.clientIp,
      deviceKey: kujiOrders.deviceKey,
      kujiId: kujiOrders.kujiId,
      draws: kujiOrders.draws,
      status: kujiOrders.status,
    })
    .from(kujiOrders)
    .where(and(ne(kujiOrders.id, order.id), or(and(open, or(...byKey)), paidHere)));
  const unpaid = rows.filter((r) => r.status === 'pending_payment');
  for (const key of KEYS) {
    if (holder[key] === null) continue;
    const mine = unpaid.filter((r) => r[key] === holder[key]);
    if (mine.length >= (key === 'ip' ? caps.ordersPerIp : caps.kujiOrders)) fail('HOLD_ORDER_LIMIT');
    const tickets = mine.filter((r) => r.kujiId === order.kujiId).reduce((n, r) => n + r.draws, 0);
    if (tickets + order.draws > (key === 'ip' ? caps.kujiTicketsPerIp : caps.kujiTickets)) fail('KUJI_HOLD_LIMIT');
  }
  if (holder.userId === null) return;
  const [campaign] = await tx.select({ memberLimit: kujis.memberLimit }).from(kujis).where(eq(kujis.id, order.kujiId));
  if (campaign?.memberLimit == null) return;
  const drawn = rows.filter((r) => r.userId === holder.userId && r.kujiId === order.kujiId).reduce((n, r) => n + r.draws, 0);
  if (drawn + order.draws > campaign.memberLimit) fail('KUJI_MEMBER_LIMIT');
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
