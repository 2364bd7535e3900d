import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kujiOrders } from '../../db/schema';
import type { Locale } from '../../platform/locale';
import { ticketsOf } from '../kuji/box';
import { campaignLabels, prizeLabels } from '../kuji/service';
import { kujiOrderNumber } from './read';

// A member's won prizes across campaigns, for the prize box (modules/prize-box): a prize per drawn ticket of their
// paid orders, and the Last One prize of a campaign whose final ticket they drew. Orders whose prizes the operator
// shipped the old way (per order, `prizes_shipped_at`) are out of the box for good.

export interface WonPrize {
  /** `t<ticket id>`, or `last<kuji id>` for the Last One prize. */
  prizeId: string;
  kujiId: number;
  kujiTitle: string;
  kujiOrderId: number;
  orderNumber: string;
  tier: string;
  name: string;
  image: string;
  lastOne: boolean;
  /** When its order was paid. */
  wonAt: Date;
  /** What one draw of its order cost (TWD); 0 for the Last One prize, which no draw buys. */
  drawPrice: number;
}

/** Every prize the member won that did not leave the old way, oldest won first. */
export async function wonPrizes(db: Db, userId: number, locale: Locale): Promise<WonPrize[]> {
  const orders = await db
    .select()
    .from(kujiOrders)
    .where(and(eq(kujiOrders.userId, userId), eq(kujiOrders.status, 'paid'), isNull(kujiOrders.prizesShippedAt)))
    .orderBy(asc(kujiOrders.paidAt), asc(kujiOrders.id));
  if (orders.length === 0) return [];
  const kujiIds = orders.map((o) => o.kujiId);
  const [tickets, labels, titles] = await Promise.all([
    ticketsOf(
      db,
      orders.map((o) => o.id),
    ),
    prizeLabels(db, kujiIds, locale),
    campaignLabels(db, kujiIds, locale),
  ]);
  return orders.flatMap((o) => {
    const of = { kujiId: o.kujiId, kujiTitle: titles.get(o.kujiId)?.title ?? '', kujiOrderId: o.id };
    const order = { ...of, orderNumber: kujiOrderNumber(o), wonAt: o.paidAt ?? o.createdAt };
    const drawn = tickets.get(o.id) ?? [];
    const won: WonPrize[] = drawn.map((t) => {
      const label = labels.get(t.prizeId);
      const prize = { tier: label?.tier ?? '', name: label?.name ?? '', image: label?.image ?? '' };
      return { ...order, ...prize, prizeId: `t${t.id}`, lastOne: false, drawPrice: o.price };
    });
    const lastOne = [...labels.values()].find((p) => p.kuji_id === o.kujiId && p.tier === 'LAST');
    if (lastOne && drawn.some((t) => t.last))
      won.push({
        ...order,
        tier: 'LAST',
        name: lastOne.name,
        image: lastOne.image,
        prizeId: `last${o.kujiId}`,
        lastOne: true,
        drawPrice: 0,
      });
    return won;
  });
}

/** Members with a paid order (prizes not shipped the old way) paid before `before`: whom the reminder sweep looks at. */
export async function membersWithPrizesWonBefore(db: Db, before: Date, limit: number, afterUserId = 0): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: kujiOrders.userId })
    .from(kujiOrders)
    .where(
      and(
        eq(kujiOrders.status, 'paid'),
        isNull(kujiOrders.prizesShippedAt),
        lte(kujiOrders.paidAt, before),
        gt(kujiOrders.userId, afterUserId),
      ),
    )
    .orderBy(asc(kujiOrders.userId))
    .limit(limit);
  return rows.map((r) => r.userId);
}
