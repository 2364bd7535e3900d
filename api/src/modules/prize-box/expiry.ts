import { and, asc, eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prizeShipmentItems, prizeShipments } from '../../db/schema';
import { repeatEvery, type ErrorLog } from '../../platform/every';
import { cancelShipmentPayments } from './payment-seam';

// Unpaid shipments past their deadline expire and their prizes go back in the box (their items stop holding
// them). The deadline decides: reads and the paid notice take a shipment past it as expired, and the orders' sweep
// interval in each API process (and a member's request for a new shipment, first) writes it; two sweepers skip
// each other.

const BATCH = 200;

/** Whether a shipment is unpaid past its deadline: expired, written so or not yet. */
export const overdue = (s: Pick<typeof prizeShipments.$inferSelect, 'status' | 'paymentDeadline'>, now = new Date()) =>
  s.status === 'pending_payment' && s.paymentDeadline !== null && s.paymentDeadline <= now;

/** SQL: the shipment is live, its items hold their prizes: it is not unpaid past its deadline. */
export const live = () => or(ne(prizeShipments.status, 'pending_payment'), gt(prizeShipments.paymentDeadline, sql`now()`))!;

/** Expires due unpaid shipments (all, or one member's); returns the ids it expired. */
export async function expireDueShipments(db: Db, scope: { userId?: number } = {}, now = new Date()): Promise<number[]> {
  const expired: number[] = [];
  for (;;) {
    const conditions: SQL[] = [
      eq(prizeShipments.status, 'pending_payment'),
      lte(prizeShipments.paymentDeadline, now),
      ...(scope.userId ? [eq(prizeShipments.userId, scope.userId)] : []),
    ];
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: prizeShipments.id })
        .from(prizeShipments)
        .where(and(...conditions))
        .orderBy(asc(prizeShipments.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const ids = due.map((d) => d.id);
      const done = await tx
        .update(prizeShipments)
        .set({ status: 'expired', expiredAt: now })
        .where(and(inArray(prizeShipments.id, ids), eq(prizeShipments.status, 'pending_payment')))
        .returning({ id: prizeShipments.id });
      if (done.length > 0)
        await tx
          .update(prizeShipmentItems)
          .set({ held: null })
          .where(
            inArray(
              prizeShipmentItems.shipmentId,
              done.map((d) => d.id),
            ),
          );
      return done.map((d) => d.id);
    });
    expired.push(...batch);
    if (batch.length < BATCH) break;
  }
  // After commit: telling the gateway is network I/O.
  for (const id of expired) await cancelShipmentPayments(db, id);
  return expired;
}

export function startShipmentExpirySweep(db: Db, everyMs: number, log: ErrorLog): () => Promise<void> {
  return repeatEvery(everyMs, () => expireDueShipments(db), log, 'prize shipment expiry sweep');
}
