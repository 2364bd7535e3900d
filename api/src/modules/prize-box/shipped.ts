import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prizeShipmentItems, prizeShipments } from '../../db/schema';

// Which of some kuji orders' prizes left in a member's shipment: what the kuji order's record says of its prizes.
// Imports nothing of kuji-order, which reads it.

/** Prize key (`t<ticket id>`, `last<kuji id>`) → the tracking code of the shipped parcel that carried it. */
export async function shippedPrizes(db: Db, kujiOrderIds: number[]): Promise<Map<string, string | null>> {
  if (kujiOrderIds.length === 0) return new Map();
  const rows = await db
    .select({ key: prizeShipmentItems.prizeKey, tracking: prizeShipments.trackingCode })
    .from(prizeShipmentItems)
    .innerJoin(prizeShipments, eq(prizeShipments.id, prizeShipmentItems.shipmentId))
    .where(and(inArray(prizeShipmentItems.kujiOrderId, kujiOrderIds), eq(prizeShipments.status, 'shipped')));
  return new Map(rows.map((row) => [row.key, row.tracking]));
}
