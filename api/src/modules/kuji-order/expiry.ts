import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kujiOrders } from '../../db/schema';
import { release } from '../kuji/box';
import { releaseKujiCoupons } from '../coupon/service';
import { cancelKujiPayments } from './payment-seam';
import { repeatEvery, type ErrorLog } from '../../platform/every';

// Unpaid kuji orders past their payment deadline expire: their tickets go back in the box and their coupons
// back to their members. A sweep in each API process does it periodically, and reading an order (or a
// member's list) does it first for what it reads. Two processes sweeping at once skip each other's rows.

const BATCH = 200;

export interface KujiExpiryScope {
  orderId?: number;
  userId?: number;
}

/** Expires due unpaid kuji orders (all, or one order's, or one member's); returns the ids it expired. */
export async function expireDueKujiOrders(db: Db, scope: KujiExpiryScope = {}, now = new Date()): Promise<number[]> {
  const expired: number[] = [];
  for (;;) {
    const conditions: SQL[] = [
      eq(kujiOrders.status, 'pending_payment'),
      lte(kujiOrders.paymentDeadline, now),
      ...(scope.orderId ? [eq(kujiOrders.id, scope.orderId)] : []),
      ...(scope.userId ? [eq(kujiOrders.userId, scope.userId)] : []),
    ];
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: kujiOrders.id })
        .from(kujiOrders)
        .where(and(...conditions))
        .orderBy(asc(kujiOrders.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const done = await tx
        .update(kujiOrders)
        .set({ status: 'expired', expiredAt: now })
        .where(
          and(
            inArray(
              kujiOrders.id,
              due.map((d) => d.id),
            ),
            eq(kujiOrders.status, 'pending_payment'),
          ),
        )
        .returning({ id: kujiOrders.id, kujiId: kujiOrders.kujiId, draws: kujiOrders.draws });
      // Coupons before campaigns: a new order takes its coupon's row before its campaign's, and so does this.
      await releaseKujiCoupons(
        tx,
        done.map((d) => d.id),
      );
      const heldByKuji = new Map<number, number>();
      for (const d of done) heldByKuji.set(d.kujiId, (heldByKuji.get(d.kujiId) ?? 0) + d.draws);
      for (const kujiId of [...heldByKuji.keys()].sort((a, b) => a - b)) await release(tx, kujiId, heldByKuji.get(kujiId)!);
      return done.map((d) => d.id);
    });
    expired.push(...batch);
    if (batch.length < BATCH) break;
  }
  // After commit: telling the gateway is network I/O and never runs inside the transaction.
  for (const id of expired) await cancelKujiPayments(db, id);
  return expired;
}

/** Starts the periodic sweep; returns the function that stops it. */
export function startKujiExpirySweep(db: Db, everyMs: number, log: ErrorLog): () => Promise<void> {
  return repeatEvery(everyMs, () => expireDueKujiOrders(db), log, 'kuji order expiry sweep');
}
