import type { PaymentMethod, Purchase, Refund } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import type { orders } from '../../db/schema';
import type { Tokens } from '../../platform/auth';
import type { Locale } from '../../platform/locale';
import {
  cancelPurchases,
  createPurchase,
  latestPurchase,
  paidPurchaseOf,
  purchasesOf,
  type PaymentSubject,
  type RefundReason,
  refundsOf,
  requestRefund,
  retryRefund,
  sendRefunds,
} from '../payment/service';

export { RefundExceedsPayment } from '../payment/service';
import { verifyOrderLinkToken } from './guest-link';
import { markOrderPaid, orderRefunded } from './status';

// The one place orders meet payments (issue 11 boundary): orders reach the payments module only through here.

/** What a payment is started from: the order's row. */
export type PayableOrder = Pick<typeof orders.$inferSelect, 'id' | 'userId' | 'total' | 'paymentMethod' | 'paymentDeadline'>;

/** Starts a payment for an order whose transaction has committed (a real gateway is network I/O). */
export function startPayment(db: Db, order: PayableOrder, locale: Locale, returnPath: string): Promise<Purchase> {
  return createPurchase(db, {
    subject: 'order',
    subjectId: order.id,
    userId: order.userId,
    amount: order.total,
    method: order.paymentMethod as PaymentMethod,
    locale,
    returnPath,
    payBy: order.paymentDeadline,
  });
}

/** The order's live payment (its newest purchase), if one was started. */
export function currentPurchase(db: Db, orderId: number): Promise<Purchase | null> {
  return latestPurchase(db, 'order', orderId);
}

/** Every payment started for the order, oldest first (the console's record). */
export function orderPurchases(db: Db, orderId: number): Promise<Purchase[]> {
  return purchasesOf(db, 'order', orderId);
}

/** Cancels an order's pending payments after the order was canceled or expired (outside any transaction). */
export function cancelPayments(db: Db, orderId: number): Promise<void> {
  return cancelPurchases(db, 'order', orderId);
}

/** Refunds what is left of the order's payment, in the caller's transaction; the refund's id, or null when none is left. */
export async function refundInFull(tx: Db, orderId: number, reason: RefundReason): Promise<string | null> {
  const purchaseId = await paidPurchaseOf(tx, 'order', orderId);
  return purchaseId ? ((await requestRefund(tx, purchaseId, 'rest', reason))?.id ?? null) : null;
}

/** The order was never paid through a payment of ours (unpaid, or paid before this shop took payments). */
export class NoPaymentToRefund extends Error {
  constructor(readonly orderId: number) {
    super(`order ${orderId} has no payment to refund`);
    this.name = 'NoPaymentToRefund';
  }
}

/** Refunds `amount` of the order's payment (RefundExceedsPayment beyond what is left); the refund's id. */
export async function refundPart(tx: Db, orderId: number, amount: number): Promise<string> {
  const purchaseId = await paidPurchaseOf(tx, 'order', orderId);
  if (!purchaseId) throw new NoPaymentToRefund(orderId);
  return (await requestRefund(tx, purchaseId, amount, 'adjustment'))!.id;
}

/** Asks the gateway for refunds just committed (after the commit: network I/O). */
export async function sendOrderRefunds(db: Db, refundIds: string[]): Promise<void> {
  await sendRefunds(db, refundIds);
}

/** Operator: makes a failed refund again; the new refund's id, or null when `refundId` is not a failed refund. */
export async function retryOrderRefund(db: Db, refundId: string): Promise<string | null> {
  const again = await retryRefund(db, refundId);
  if (again) await sendRefunds(db, [again]);
  return again;
}

/** Every refund of the order's payments, oldest first, as its record shows them. */
export function orderRefunds(db: Db, orderId: number): Promise<Refund[]> {
  return refundsOf(db, 'order', orderId);
}

/**
 * How the payments module pays an order and lets a guest read its purchases: `paid` runs inside the transaction
 * that moves the purchase to paid (exactly once; OrderNotPayableError, a SubjectNotPayable, when the order is
 * canceled or already paid, so the payment is kept for a refund), `verifyGuestToken` accepts the order's mailed
 * link token.
 */
export function orderPaymentSubject(tokens: Tokens) {
  return {
    paid: (tx: Db, orderId: number) => markOrderPaid(tx, orderId),
    refusesBeforeWriting: true,
    refunded: orderRefunded,
    verifyGuestToken: async (_db: Db, orderId: number, token: string) =>
      verifyOrderLinkToken(tokens.derivedKey('order-link'), orderId, token),
  } satisfies PaymentSubject;
}
