import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { CancelReason, OrderStatus } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { releaseCoupons } from '../coupon/service';
import { SubjectNotPayable, type SettledRefund } from '../payment/service';
import { notify, ordersNotified } from '../notification/outbox';
import { releaseStock } from '../product/service';
import { tellArrivals } from '../arrival-notice/service';
import { invoiceRefunded, issueInvoice } from '../invoice/service';

// The order lifecycle (SPEC §4) in one table. Every move is one conditional UPDATE whose WHERE names the states
// it may leave, so two processes (the sweep, an operator, a payment notice) can never both move one order.

export const orderStatuses = [
  'pending_activation',
  'picking',
  'refund_requested',
  'shipped',
  'finished',
  'canceled',
] as const satisfies readonly OrderStatus[];

export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_activation: ['picking', 'refund_requested', 'canceled'],
  picking: ['shipped', 'refund_requested', 'canceled'],
  // Declined: back where it was; canceled once its money is back (order/refund.ts).
  refund_requested: ['pending_activation', 'picking', 'canceled'],
  shipped: ['finished'],
  finished: [],
  canceled: [],
};

/** What else must hold to enter a state: stock is picked, and a cancellation refunded, only for a paid order. */
const entryGuards: Partial<Record<OrderStatus, SQL>> = {
  picking: isNotNull(orders.paidAt),
  refund_requested: isNotNull(orders.paidAt),
};

export const canMove = (from: OrderStatus, to: OrderStatus) => orderTransitions[from].includes(to);
const sourcesOf = (to: OrderStatus) => orderStatuses.filter((s) => canMove(s, to));

export class OrderTransitionError extends Error {
  constructor(
    readonly orderId: number,
    readonly to: OrderStatus,
    readonly current: OrderStatus | null,
  ) {
    super(
      current === null
        ? `order ${orderId} does not exist`
        : current === 'pending_activation' && to === 'picking'
          ? `order ${orderId} is not paid yet`
          : `order ${orderId} is ${current}: it cannot become ${to}`,
    );
  }
}

/**
 * Cancels open unpaid orders inside the caller's transaction and gives their stock and coupons back; the ids it
 * canceled. A paid order is canceled by refunding it (order/refund.ts).
 */
export async function cancelOrders(tx: Db, ids: number[], reason: CancelReason, extra?: SQL): Promise<number[]> {
  if (ids.length === 0) return [];
  const canceled = await tx
    .update(orders)
    .set({ status: 'canceled', cancelReason: reason, canceledAt: sql`now()`, paymentDeadline: null })
    .where(and(inArray(orders.id, ids), eq(orders.status, 'pending_activation'), isNull(orders.paidAt), extra))
    .returning({ id: orders.id, userId: orders.userId });
  const done = canceled.map((c) => c.id);
  if (done.length === 0) return [];
  await releaseHoldings(tx, done);
  await notify(
    tx,
    'order.canceled',
    (await toldOfOrders(tx, canceled)).map((orderId) => ({ orderId })),
  );
  return done;
}

/** Gives canceled orders' stock (set items with their lines) and coupons back, in the caller's transaction. */
export async function releaseHoldings(tx: Db, ids: number[]): Promise<void> {
  const items = await tx
    .select({ productId: orderItems.productId, reserved: orderItems.reserved, subs: orderItems.subProducts })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids));
  const backInStock = await releaseStock(
    tx,
    items.flatMap((i) => [i, ...i.subs.map((s) => ({ productId: s.product_id, reserved: s.reserved ?? 0 }))]),
  );
  await tellArrivals(tx, backInStock);
  await releaseCoupons(tx, ids);
}

/**
 * The orders whose shoppers hear of their cancellation: a member's, and a guest's only when its order was mailed (past
 * the hourly cap of an address no mail goes there, a cancellation's neither).
 */
async function toldOfOrders(tx: Db, canceled: { id: number; userId: number | null }[]): Promise<number[]> {
  const guests = canceled.filter((o) => o.userId === null).map((o) => o.id);
  const mailed = await ordersNotified(tx, 'order.placed', guests);
  return [...canceled.filter((o) => o.userId !== null).map((o) => o.id), ...mailed];
}

export interface MoveOptions {
  /** Required to ship: the parcel's tracking number. */
  shippingCode?: string;
  carrier?: string;
}

const stepsInto = (to: OrderStatus) => sourcesOf(to).filter((s) => s !== 'refund_requested');

/** Moves one order to `to` (operator command); throws OrderTransitionError when the table or a guard forbids it. */
export async function moveOrder(db: Db, orderId: number, to: OrderStatus, opts: MoveOptions = {}): Promise<void> {
  await db.transaction((tx) => moveOrderIn(tx, orderId, to, opts));
}

/** moveOrder inside the caller's transaction, so the console's audit row commits with the move. */
export async function moveOrderIn(tx: Db, orderId: number, to: OrderStatus, opts: MoveOptions = {}): Promise<void> {
  if (!(await stepOrder(tx, orderId, to, opts))) {
    const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    throw new OrderTransitionError(orderId, to, (row?.status as OrderStatus | undefined) ?? null);
  }
}

/** One conditional UPDATE (and its notice); whether the order moved. */
async function stepOrder(tx: Db, orderId: number, to: OrderStatus, opts: MoveOptions): Promise<boolean> {
  if (to === 'canceled') return (await cancelOrders(tx, [orderId], 'canceled_by_shop')).length > 0;
  if (to === 'shipped' && !opts.shippingCode) throw new Error('shipping needs a tracking number (shipping code)');
  const stamp =
    to === 'shipped'
      ? { shippingCode: opts.shippingCode!, carrier: opts.carrier ?? null, shippedAt: sql`now()` }
      : to === 'finished'
        ? { finishedAt: sql`now()` }
        : to === 'picking'
          ? { pickingAt: sql`now()` }
          : {};
  const rows = await tx
    .update(orders)
    .set({ status: to, ...stamp })
    // A cancellation asked for is approved or declined, never stepped past (order/refund.ts).
    .where(and(eq(orders.id, orderId), inArray(orders.status, stepsInto(to)), entryGuards[to]))
    .returning({ id: orders.id });
  if (rows.length > 0 && to !== 'pending_activation') await notify(tx, `order.${to}`, [{ orderId }]);
  return rows.length > 0;
}

/** Where `advance` takes an order: a paid order established to stock up, a shipped one to completed; else nowhere. */
export const advanceTarget = (status: OrderStatus): 'picking' | 'finished' | null =>
  status === 'pending_activation' ? 'picking' : status === 'shipped' ? 'finished' : null;

/**
 * The payment notice could not be applied: the order is canceled (expired) or was already paid. A
 * SubjectNotPayable, so the payments module keeps that payment for a refund.
 */
export class OrderNotPayableError extends SubjectNotPayable {
  constructor(readonly orderId: number) {
    super(`order ${orderId} can no longer be paid`);
    this.name = 'OrderNotPayableError';
  }
}

/**
 * Marks an order paid inside the payment module's transaction (its `paid` hook for subject 'order'): exactly
 * once, and only while the order is open and unpaid. Otherwise throws OrderNotPayableError and nothing changes.
 */
export async function markOrderPaid(tx: Db, orderId: number): Promise<void> {
  const [paid] = await tx
    .update(orders)
    .set({ paidAt: sql`now()`, paymentDeadline: null })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_activation'), isNull(orders.paidAt)))
    .returning({ userId: orders.userId, guestEmail: orders.guestEmail, invoice: orders.invoice, total: orders.total });
  if (!paid) throw new OrderNotPayableError(orderId);
  await notify(tx, 'order.paid', [{ orderId }]);
  // A Taiwan order's uniform invoice is issued with its payment (none elsewhere: `invoice` is null).
  if (paid.invoice)
    await issueInvoice(tx, {
      subject: 'order',
      subjectId: orderId,
      choice: paid.invoice,
      memberCarrier: paid.userId !== null ? `M${paid.userId}` : paid.guestEmail!,
      total: paid.total,
    });
}

/**
 * The gateway gave money back (the payment module's `refunded` hook, in the notice's transaction): the order counts
 * it, a requested cancellation is canceled once all of it is back, and the shopper is told. A late second payment's
 * refund is only told: it never paid the order.
 */
export async function orderRefunded(tx: Db, orderId: number, refund: SettledRefund): Promise<void> {
  if (refund.reason !== 'late_payment')
    await tx
      .update(orders)
      .set({
        refundedAmount: sql`${orders.refundedAmount} + ${refund.amount}`,
        status: sql`case when ${orders.status} = 'refund_requested' and ${orders.refundedAmount} + ${refund.amount} >= ${orders.total}
          then 'canceled' else ${orders.status} end`,
      })
      .where(eq(orders.id, orderId));
  await notify(tx, 'order.refunded', [{ orderId }], { amount: refund.amount, reason: refund.reason });
  if (refund.reason !== 'late_payment') await invoiceRefunded(tx, 'order', orderId, refund);
}
