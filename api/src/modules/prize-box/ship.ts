import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prizeShipments } from '../../db/schema';
import { notify } from '../notification/outbox';
import { overdue } from './expiry';

// The operator ships a paid shipment: one conditional UPDATE naming the state it leaves, and its mail in the same
// transaction (through the outbox), so a shipment is shipped and told of once.

export type ShipOutcome = 'shipped' | 'missing' | 'unpaid' | 'already_shipped' | 'expired';

/** Ships a paid shipment inside the caller's transaction (its mail with it); false when it was not paid. */
export async function shipShipmentIn(tx: Db, id: number, carrier: string, trackingCode: string): Promise<boolean> {
  const [row] = await tx
    .update(prizeShipments)
    .set({ status: 'shipped', carrier, trackingCode, shippedAt: sql`now()` })
    .where(and(eq(prizeShipments.id, id), eq(prizeShipments.status, 'paid')))
    .returning({ userId: prizeShipments.userId });
  if (row) await notify(tx, 'prize_box.shipped', [{ userId: row.userId }], { shipmentId: id });
  return !!row;
}

/** Why a shipment that `shipShipmentIn` did not ship was not shipped. */
export async function notShipped(db: Db, id: number): Promise<Exclude<ShipOutcome, 'shipped'>> {
  const [row] = await db
    .select({ status: prizeShipments.status, paymentDeadline: prizeShipments.paymentDeadline })
    .from(prizeShipments)
    .where(eq(prizeShipments.id, id));
  if (!row) return 'missing';
  if (row.status === 'shipped') return 'already_shipped';
  return row.status === 'expired' || overdue(row) ? 'expired' : 'unpaid';
}

export async function shipShipment(db: Db, id: number, carrier: string, trackingCode: string): Promise<ShipOutcome> {
  const moved = await db.transaction((tx) => shipShipmentIn(tx, id, carrier, trackingCode));
  return moved ? 'shipped' : notShipped(db, id);
}
