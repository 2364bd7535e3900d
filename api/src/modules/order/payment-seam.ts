import type { PaymentMethod, Purchase } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import type { Locale } from '../../platform/locale';

// The one place orders meet payments (issue 11 boundary). Until the payments module is on main these are inert:
// no payment is started (orders answer `purchase: null`), none is read, none is canceled. Wiring it is:
//   startPayment  → createPurchase(db, { subject: 'order', subjectId: order.id, userId, amount, method, locale, returnPath })
//   cancelPayments → cancelPurchases(db, 'order', orderId)
//   registerOrderPayments → registerPaymentSubject('order', { paid: (tx, id) => markOrderPaid(tx, id) })
//   currentPurchase → the payments module's read of an order's latest purchase

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

/** The order's live payment, if one was started. */
export async function currentPurchase(_db: Db, _orderId: number): Promise<Purchase | null> {
  return null;
}

/** Cancels an order's pending payments after the order was canceled or expired. */
export async function cancelPayments(_db: Db, _orderId: number): Promise<void> {}

/** Tells the payments module how to mark an order paid (called once, when the order routes register). */
export function registerOrderPayments(): void {}
