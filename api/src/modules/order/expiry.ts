import { and, asc, eq, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { cancelPayments } from './payment-seam';
import { cancelOrders } from './status';
import { repeatEvery, type ErrorLog } from '../../platform/every';

// Unpaid orders past their payment deadline are canceled, and their stock and coupons go back. A sweep in the
// server does it periodically, and reading an order (or a member's list) does it first for what it reads, so
// nobody sees an order that should have expired. Two processes sweeping at once skip each other's rows.

const BATCH = 200;

export interface ExpiryScope {
  orderId?: number;
  userId?: number;
}

/** Cancels due unpaid orders (all, or one order's, or one member's); returns the ids it canceled. */
export async function expireDueOrders(db: Db, scope: ExpiryScope = {}, now = new Date()): Promise<number[]> {
  const expired: number[] = [];
  for (;;) {
    const conditions: SQL[] = [
      eq(orders.status, 'pending_activation'),
      isNull(orders.paidAt),
      lte(orders.paymentDeadline, now),
      ...(scope.orderId ? [eq(orders.id, scope.orderId)] : []),
      ...(scope.userId ? [eq(orders.userId, scope.userId)] : []),
    ];
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(...conditions))
        .orderBy(asc(orders.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      return cancelOrders(
        tx,
        due.map((d) => d.id),
        'payment_expired',
        isNull(orders.paidAt),
      );
    });
    expired.push(...batch);
    if (batch.length < BATCH) break;
  }
  // After commit: a provider call is network I/O and never runs inside the transaction.
  for (const id of expired) await cancelPayments(db, id);
  return expired;
}

/** Starts the periodic sweep; returns the function that stops it. */
export function startExpirySweep(db: Db, everyMs: number, log: ErrorLog): () => Promise<void> {
  return repeatEvery(everyMs, () => expireDueOrders(db), log, 'order expiry sweep');
}
