import type { PaymentMethod, Purchase } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import type { Locale } from '../../platform/locale';
import { invoiceRefunded } from '../invoice/service';
import { notify } from '../notification/outbox';
import { cancelPurchases, createPurchase, latestPurchase, type PaymentSubject, type SettledRefund } from '../payment/service';
import { kujiOrderNumber } from './read';
import { markKujiOrderPaid } from './status';

// The one place Ichiban Kuji orders meet payments: the same payments module, gateway and webhook as the shop's
// orders (one payment path in the shop), as subject 'kuji_order'.

export interface PayableKujiOrder {
  id: number;
  userId: number;
  total: number;
  method: PaymentMethod;
  paymentDeadline: Date | null;
  createdAt: Date;
}

/**
 * Where the gateway's card page sends the shopper back (with `purchase_id` added): the draw show, which reveals
 * the tickets once the payment is confirmed, and otherwise says the order is not paid yet.
 */
export const kujiReturnPath = (orderId: number) => `/fanza/lottery?order_id=${orderId}`;

/** Starts a payment for a kuji order whose transaction has committed (a real gateway is network I/O). */
export function startKujiPayment(db: Db, order: PayableKujiOrder, locale: Locale): Promise<Purchase> {
  return createPurchase(db, {
    subject: 'kuji_order',
    subjectId: order.id,
    userId: order.userId,
    amount: order.total,
    method: order.method,
    locale,
    returnPath: kujiReturnPath(order.id),
    reference: kujiOrderNumber(order),
    payBy: order.paymentDeadline,
  });
}

/** The order's live payment (its newest purchase), if one was started. */
export function currentKujiPurchase(db: Db, orderId: number): Promise<Purchase | null> {
  return latestPurchase(db, 'kuji_order', orderId);
}

/** Cancels an expired order's pending payment (outside any transaction: the gateway is told too). */
export function cancelKujiPayments(db: Db, orderId: number): Promise<void> {
  return cancelPurchases(db, 'kuji_order', orderId);
}

/**
 * How the payments module pays a kuji order: inside the transaction that moves its purchase to paid, the order
 * becomes paid and takes its tickets (exactly once); an order that expired or was already paid refuses with a
 * SubjectNotPayable, so the payment is kept for a refund. Members only: no guest token.
 */
export const kujiPaymentSubject = {
  paid: (tx: Db, orderId: number) => markKujiOrderPaid(tx, orderId),
  refusesBeforeWriting: true,
  // Its member is told how much came back; money of the order's own payment voids or allowances its invoice.
  refunded: async (tx: Db, orderId: number, refund: SettledRefund) => {
    await notify(tx, 'kuji_order.refunded', [{ kujiOrderId: orderId }], { amount: refund.amount });
    if (refund.reason !== 'late_payment') await invoiceRefunded(tx, 'kuji_order', orderId, refund);
  },
} satisfies PaymentSubject;
