import { asc, eq } from 'drizzle-orm';
import type { AdminOrderNotice, AdminOrderRecord, AdminOrderStep, OrderNoticeEvent } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { memberById } from '../account/service';
import { currentPurchase, orderPurchases } from './payment-seam';
import { orderDetail, orderRow, type OrderRow } from './read';

// An order's whole record for the console: what its buyer reads, who bought it, its steps from the row's stamps,
// the notices the outbox wrote for it, and every payment started for it.

/** The order, or 404 ADMIN_ORDER_NOT_FOUND. */
export async function adminOrderRow(db: Db, id: number): Promise<OrderRow> {
  return (await orderRow(db, id)) ?? fail('ADMIN_ORDER_NOT_FOUND');
}

function timelineOf(o: OrderRow): AdminOrderStep[] {
  const stamps: [AdminOrderStep['step'], Date | null][] = [
    ['placed', o.createdAt],
    ['paid', o.paidAt],
    ['picking', o.pickingAt],
    ['refund_requested', o.refundRequestedAt],
    ['shipped', o.shippedAt],
    ['finished', o.finishedAt],
    ['canceled', o.canceledAt],
  ];
  return stamps
    .filter((s): s is [AdminOrderStep['step'], Date] => s[1] !== null)
    .sort((a, b) => a[1].getTime() - b[1].getTime())
    .map(([step, at]) => ({ step, at: at.toISOString() }));
}

/** The notices written for the order, oldest first. */
export async function orderNotices(db: Db, orderId: number): Promise<AdminOrderNotice[]> {
  const rows = await db.select().from(outbox).where(eq(outbox.orderId, orderId)).orderBy(asc(outbox.id));
  return rows.map((r) => ({
    id: r.id,
    event: r.event as OrderNoticeEvent,
    state: r.state,
    created_at: r.createdAt.toISOString(),
    sent_at: r.sentAt?.toISOString() ?? null,
    attempts: r.attempts,
    last_error: r.lastError,
  }));
}

/** GET orders/{order_id}. */
export async function adminOrderRecord(db: Db, id: number, locale: Locale): Promise<AdminOrderRecord> {
  const o = await adminOrderRow(db, id);
  const [order, member, notices, payments] = await Promise.all([
    currentPurchase(db, id).then((purchase) => orderDetail(db, o, locale, purchase)),
    o.userId !== null ? memberById(db, o.userId) : undefined,
    orderNotices(db, id),
    orderPurchases(db, id),
  ]);
  return {
    order,
    buyer: { member_id: o.userId, email: o.userId !== null ? (member?.email ?? null) : o.guestEmail },
    timeline: timelineOf(o),
    notices,
    payments,
  };
}
