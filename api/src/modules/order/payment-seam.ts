import type { PaymentMethod, Purchase } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import type { Db } from '../../db/client';
import type { Locale } from '../../platform/locale';
import { verifyOrderLinkToken } from './guest-link';
import { markOrderPaid } from './status';

// The one place orders meet payments (issue 11 boundary). Until the payments module is on main these are inert:
// no payment is started (orders answer `purchase: null`), none is read, none is canceled. Wiring it, with the
// payments module's service (`../payment/service`):
//   startPayment          → return createPurchase(db, { subject: 'order', subjectId: order.id, userId: order.userId,
//                                                       amount: order.total, method: order.method, locale, returnPath })
//   currentPurchase       → return latestPurchase(db, 'order', orderId)
//   cancelPayments        → await cancelPurchases(db, 'order', orderId)
//   registerOrderPayments → registerPaymentSubject('order', orderPaymentSubject(ctx))
//   and OrderNotPayableError (status.ts) extends SubjectNotPayable instead of Error.

export interface PayableOrder {
  id: number;
  userId: number | null;
  total: number;
  method: PaymentMethod;
}

/** Starts a payment for an order whose transaction has committed (a real gateway is network I/O). */
export async function startPayment(
  _db: Db,
  _order: PayableOrder,
  _locale: Locale,
  _returnPath: string,
): Promise<Purchase | null> {
  return null;
}

/** The order's live payment (its newest purchase), if one was started. */
export async function currentPurchase(_db: Db, _orderId: number): Promise<Purchase | null> {
  return null;
}

/** Cancels an order's pending payments after the order was canceled or expired (outside any transaction). */
export async function cancelPayments(_db: Db, _orderId: number): Promise<void> {}

/**
 * How the payments module pays an order and lets a guest read its purchases: `paid` runs inside the transaction
 * that moves the purchase to paid (exactly once; OrderNotPayableError when the order is canceled or already paid),
 * `verifyGuestToken` accepts the order's mailed link token.
 */
export function orderPaymentSubject(ctx: Ctx) {
  return {
    paid: (tx: Db, orderId: number) => markOrderPaid(tx, orderId),
    verifyGuestToken: async (_db: Db, orderId: number, token: string) =>
      verifyOrderLinkToken(ctx.tokens.derivedKey('order-link'), orderId, token),
  };
}

/** Tells the payments module how orders are paid (once per API instance, when the order routes register). */
export function registerOrderPayments(_ctx: Ctx): void {}
