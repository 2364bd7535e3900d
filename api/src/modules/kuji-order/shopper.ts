import { and, eq, sql } from 'drizzle-orm';
import type { KujiOrder } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { kujiOrders } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { expireDueKujiOrders } from './expiry';
import { currentKujiPurchase } from './payment-seam';
import { kujiOrderDetail, kujiOrderRow, type KujiOrderRow } from './read';

// The member ends their own unpaid kuji order (pressed Back on the card page, changed their mind): it ends as an
// expired order does, at once, so its tickets go back into the box and its coupon back to the member now rather
// than at its payment deadline. It keeps the status `expired` that released pages know.

/**
 * POST kuji-order/{id}/cancel: an unpaid order ends now (an order that already ended answers as it is). A paid
 * order is refused with 40950, also when its payment arrived a moment before the cancel: the payment wins.
 */
export async function cancelKujiOrder(db: Db, row: KujiOrderRow, locale: Locale): Promise<KujiOrder> {
  if (row.status === 'pending_payment') {
    const now = new Date();
    // Due now, then the expiry's own transaction gives tickets and coupon back and tells the gateway.
    await db
      .update(kujiOrders)
      .set({ paymentDeadline: sql`least(${kujiOrders.paymentDeadline}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(kujiOrders.id, row.id), eq(kujiOrders.status, 'pending_payment')));
    await expireDueKujiOrders(db, { orderId: row.id }, now);
  }
  const after = (await kujiOrderRow(db, row.id))!;
  if (after.status === 'paid') fail('ORDER_NOT_CANCELABLE');
  return kujiOrderDetail(db, after, locale, await currentKujiPurchase(db, after.id));
}

/** POST kuji-order/{id}/opened: keeps how many of a paid order's tickets the draw show opened (it only grows). */
export async function recordTicketsOpened(db: Db, row: KujiOrderRow, opened: number): Promise<number> {
  if (row.status === 'pending_payment') fail('KUJI_NOT_PAID');
  if (row.status !== 'paid') fail('KUJI_ORDER_EXPIRED');
  const [kept] = await db
    .update(kujiOrders)
    .set({ ticketsOpened: sql`greatest(${kujiOrders.ticketsOpened}, least(${opened}::int, ${kujiOrders.draws}))` })
    .where(eq(kujiOrders.id, row.id))
    .returning({ opened: kujiOrders.ticketsOpened });
  return kept!.opened;
}
