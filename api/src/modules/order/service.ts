import type { OrderDetail, PaymentMethod } from '@shop/shared/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { orders } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { expireDueOrders } from './expiry';
import { orderLinkToken, verifyOrderLinkToken } from './guest-link';
import { currentPurchase, startPayment } from './payment-seam';
import type { Created } from './create';
import { orderDetail, orderRow, type OrderRow } from './read';

// What the order routes and other modules use; the pieces live beside this file.
export { cancelByShopper } from './cancel';
export { createOrder } from './create';
export { checkDelivery, type Delivery, type DeliveryRequest } from './delivery';
export { quoteOrder } from './quote';
export { listOrders, orderNumber, type OrderRow } from './read';
export { expireDueOrders, startExpirySweep } from './expiry';
export { orderPaymentSubject } from './payment-seam';
export { markOrderPaid, moveOrder, OrderNotPayableError, OrderTransitionError, orderTransitions } from './status';

const linkKey = (ctx: Ctx) => ctx.tokens.derivedKey('order-link');

/** The guest's token for an order (what POST order answers and the mailed link carries). */
export const guestToken = (ctx: Ctx, orderId: number) =>
  orderLinkToken(linkKey(ctx), orderId, ctx.config.orders.linkTtlDays * 86400);

/**
 * The order a caller may read: the member's own, or the one the guest token names. Anything else is 404,
 * whether or not it exists. An unpaid order past its deadline is expired first.
 */
export async function readableOrder(
  ctx: Ctx,
  orderId: number,
  userId: number | null,
  token: string | undefined,
): Promise<OrderRow> {
  let row = await orderRow(ctx.db, orderId);
  const allowed =
    !!row &&
    ((userId !== null && row.userId === userId) || (token !== undefined && verifyOrderLinkToken(linkKey(ctx), orderId, token)));
  if (!row || !allowed) fail('NOT_FOUND');
  if (row.status === 'pending_activation' && !row.paidAt && row.paymentDeadline && row.paymentDeadline <= new Date()) {
    await expireDueOrders(ctx.db, { orderId });
    row = (await orderRow(ctx.db, orderId))!;
  }
  return row;
}

export async function detailOf(ctx: Ctx, row: OrderRow, locale: Locale): Promise<OrderDetail> {
  return orderDetail(ctx.db, row, locale, await currentPurchase(ctx.db, row.id));
}

const returnPath = (row: OrderRow, token: string | null) =>
  `/result?order_id=${row.id}${token !== null ? `&token=${encodeURIComponent(token)}` : ''}`;

/** Starts the payment of a just-created order (its mail is on the outbox); answers the order record. */
export async function afterCreate(ctx: Ctx, created: Created, locale: Locale, log: { error(o: object, m: string): void }) {
  // A new order comes with its row (its INSERT returned it); a replayed one is read.
  const row = created.replayed ? (await orderRow(ctx.db, created.orderId))! : created.row;
  // One token for the answer, the mailed link and the payment's return address: signed once, they are the same
  // string even when the clock ticks over a second between them (its expiry is in seconds).
  const token = row.userId === null ? guestToken(ctx, row.id) : null;
  if (created.replayed) return { order: await detailOf(ctx, row, locale), guest_token: token };
  const purchase = await startPayment(ctx.db, row, locale, returnPath(row, token)).catch((err: unknown) => {
    log.error({ err, orderId: row.id }, 'payment could not be started');
    return null;
  });
  return {
    order: purchase ? await orderDetail(ctx.db, row, locale, purchase, created.items) : await detailOf(ctx, row, locale),
    guest_token: token,
  };
}

/** POST order/{id}: a new payment for an open unpaid order, optionally by another method. */
export async function payAgain(ctx: Ctx, row: OrderRow, method: PaymentMethod | undefined, locale: Locale): Promise<OrderDetail> {
  const [open] = await ctx.db
    .update(orders)
    .set({ paymentMethod: method ?? sql`${orders.paymentMethod}` })
    .where(
      and(
        eq(orders.id, row.id),
        eq(orders.status, 'pending_activation'),
        isNull(orders.paidAt),
        gt(orders.paymentDeadline, new Date()),
      ),
    )
    .returning();
  if (!open) fail('ORDER_NOT_PAYABLE');
  const purchase = await startPayment(
    ctx.db,
    open,
    locale,
    returnPath(open, open.userId === null ? guestToken(ctx, open.id) : null),
  );
  return orderDetail(ctx.db, open, locale, purchase);
}
