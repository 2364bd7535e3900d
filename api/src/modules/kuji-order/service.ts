import { and, eq, gt, sql } from 'drizzle-orm';
import type { KujiOrder, PaymentMethod } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { kujiOrders } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { expireDueKujiOrders } from './expiry';
import { currentKujiPurchase, startKujiPayment } from './payment-seam';
import type { Created } from './create';
import { kujiOrderDetail, kujiOrderRow, placedKujiOrder, type KujiOrderRow } from './read';

// What the kuji-order routes and other modules use; the pieces live beside this file.
export { createKujiOrder } from './create';
export { priceDraws } from './quote';
export { kujiDraw, kujiPrizes, listKujiOrders, type KujiOrderRow } from './read';
export { expireDueKujiOrders, startKujiExpirySweep } from './expiry';
export { currentKujiPurchase, kujiPaymentSubject } from './payment-seam';
export { KujiOrderNotPayableError, markKujiOrderPaid, shipPrizes, type ShipOutcome } from './status';
export { cancelKujiOrder, recordTicketsOpened } from './shopper';
export { membersWithPrizesWonBefore, wonPrizes, type WonPrize } from './prizes';

/**
 * The caller's own kuji order; anyone else's, like a missing one, is 404. An unpaid order past its deadline is
 * expired first, so nobody reads an order that should have expired.
 */
export async function readableKujiOrder(db: Db, orderId: number, userId: number): Promise<KujiOrderRow> {
  let row = await kujiOrderRow(db, orderId);
  if (!row || row.userId !== userId) fail('NOT_FOUND');
  if (row.status === 'pending_payment' && row.paymentDeadline && row.paymentDeadline <= new Date()) {
    await expireDueKujiOrders(db, { orderId });
    row = (await kujiOrderRow(db, orderId))!;
  }
  return row;
}

/** The order record with its live payment. */
export async function kujiOrderRecord(db: Db, row: KujiOrderRow, locale: Locale): Promise<KujiOrder> {
  return kujiOrderDetail(db, row, locale, await currentKujiPurchase(db, row.id));
}

const payable = (row: KujiOrderRow) => ({
  id: row.id,
  userId: row.userId,
  total: row.total,
  method: row.paymentMethod as PaymentMethod,
  paymentDeadline: row.paymentDeadline,
  createdAt: row.createdAt,
});

/**
 * After POST kuji-order committed: starts the new order's payment (a replayed request answers the order as it
 * is). A gateway that fails leaves the order unpaid with no payment; POST kuji-order/{id} starts one again.
 */
export async function afterCreate(
  db: Db,
  created: Created,
  locale: Locale,
  log: { error(o: object, m: string): void },
): Promise<KujiOrder> {
  if (created.replayed) return kujiOrderRecord(db, (await kujiOrderRow(db, created.orderId))!, locale);
  const { row, quote, campaign } = created;
  const purchase = await startKujiPayment(db, payable(row), locale).catch((err: unknown) => {
    log.error({ err, kujiOrderId: row.id }, 'kuji order payment could not be started');
    return null;
  });
  return placedKujiOrder(row, campaign, quote.coupon, purchase);
}

/** POST kuji-order/{id}: a new payment for a pending order before its deadline, optionally by another method. */
export async function payKujiOrderAgain(
  db: Db,
  row: KujiOrderRow,
  method: PaymentMethod | undefined,
  locale: Locale,
): Promise<KujiOrder> {
  const [open] = await db
    .update(kujiOrders)
    .set({ paymentMethod: method ?? sql`${kujiOrders.paymentMethod}` })
    .where(and(eq(kujiOrders.id, row.id), eq(kujiOrders.status, 'pending_payment'), gt(kujiOrders.paymentDeadline, new Date())))
    .returning();
  if (!open) fail('ORDER_NOT_PAYABLE');
  return kujiOrderDetail(db, open, locale, await startKujiPayment(db, payable(open), locale));
}
