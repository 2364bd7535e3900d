import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { notify } from '../notification/outbox';
import { refundInFull, refundPart, sendOrderRefunds } from './payment-seam';
import { cancelOrders, OrderTransitionError, releaseHoldings } from './status';

// A paid order's cancellation: its shopper asks (refund_requested), the shop approves (at once by policy, or an
// operator) or declines; approval gives the stock and coupon back and refunds the payment in full, in one
// transaction, and the order is canceled when the gateway's notice says the money is back. Every move is one
// conditional UPDATE, so a double press, an operator and a notice never move an order twice.

export type CanceledBy = 'shopper' | 'shop';

/** A paid order not yet shipped becomes refund_requested; when picking had begun, or undefined when it did not move. */
export async function requestCancellation(tx: Db, orderId: number): Promise<{ pickingAt: Date | null } | undefined> {
  const [moved] = await tx
    .update(orders)
    .set({ status: 'refund_requested', refundRequestedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending_activation', 'picking']), isNotNull(orders.paidAt)))
    .returning({ pickingAt: orders.pickingAt });
  if (moved) await notify(tx, 'order.refund_requested', [{ orderId }]);
  return moved;
}

/**
 * Approves a requested cancellation in the caller's transaction: stock and coupon back, the payment's rest refunded.
 * The refund's id to ask the gateway for after the commit; null when it did not move (already approved or no longer
 * asked), or when nothing was left to refund (then it is canceled at once).
 */
export async function approveCancellation(tx: Db, orderId: number, by: CanceledBy): Promise<string | null> {
  const [approved] = await tx
    .update(orders)
    .set({ canceledAt: sql`now()`, cancelReason: by === 'shop' ? 'canceled_by_shop' : 'canceled_by_shopper' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'refund_requested'), isNull(orders.canceledAt)))
    .returning({ id: orders.id });
  if (!approved) return null;
  await releaseHoldings(tx, [orderId]);
  const refundId = await refundInFull(tx, orderId, by === 'shop' ? 'shop_canceled' : 'shopper_canceled');
  if (refundId) return refundId;
  // Paid without a payment of ours (an imported order), or already given back in full: nothing more to wait for.
  await tx.update(orders).set({ status: 'canceled' }).where(eq(orders.id, orderId));
  await notify(tx, 'order.canceled', [{ orderId }]);
  return null;
}

/** A requested cancellation not yet approved goes back where it was (picking, if it had begun); whether it moved. */
export async function declineCancellation(db: Db, orderId: number): Promise<boolean> {
  return db.transaction((tx) => declineCancellationIn(tx, orderId));
}

/** declineCancellation inside the caller's transaction. */
export async function declineCancellationIn(tx: Db, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({
      status: sql`case when ${orders.pickingAt} is null then 'pending_activation' else 'picking' end`,
      refundRequestedAt: null,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'refund_requested'), isNull(orders.canceledAt)))
    .returning({ id: orders.id });
  if (rows.length > 0) await notify(tx, 'order.refund_declined', [{ orderId }]);
  return rows.length > 0;
}

/**
 * The shop cancels an order (operator): an unpaid one at once; a paid one not yet shipped is refunded in full and
 * canceled when the money is back. Throws OrderTransitionError when it cannot be canceled.
 */
export async function cancelByShop(db: Db, orderId: number): Promise<void> {
  const refund = await db.transaction((tx) => cancelByShopIn(tx, orderId));
  if (refund) await sendOrderRefunds(db, [refund]);
}

/** cancelByShop inside the caller's transaction: the refund to ask the gateway for once it commits, if any. */
export async function cancelByShopIn(tx: Db, orderId: number): Promise<string | null> {
  if ((await cancelOrders(tx, [orderId], 'canceled_by_shop')).length > 0) return null;
  const asked = await requestCancellation(tx, orderId);
  const [row] = await tx
    .select({ status: orders.status, canceledAt: orders.canceledAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!asked && !(row?.status === 'refund_requested' && row.canceledAt === null))
    throw new OrderTransitionError(orderId, 'canceled', (row?.status as OrderStatus | undefined) ?? null);
  return approveCancellation(tx, orderId, 'shop');
}

/** Operator: approves a shopper's cancellation request (OrderTransitionError when none is waiting). */
export async function approveByShop(db: Db, orderId: number): Promise<void> {
  const refund = await db.transaction((tx) => approveByShopIn(tx, orderId));
  if (refund) await sendOrderRefunds(db, [refund]);
}

/** approveByShop inside the caller's transaction: the refund to ask the gateway for once it commits, if any. */
export async function approveByShopIn(tx: Db, orderId: number): Promise<string | null> {
  const [row] = await tx
    .select({ status: orders.status, canceledAt: orders.canceledAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (row?.status !== 'refund_requested' || row.canceledAt !== null)
    throw new OrderTransitionError(orderId, 'canceled', (row?.status as OrderStatus | undefined) ?? null);
  return approveCancellation(tx, orderId, 'shopper');
}

/** Operator: gives back part of a paid order's payment (a missing item, a goodwill gesture); the refund's id. */
export async function refundPartOfOrder(db: Db, orderId: number, amount: number): Promise<string> {
  const id = await db.transaction((tx) => refundPart(tx, orderId, amount));
  await sendOrderRefunds(db, [id]);
  return id;
}
