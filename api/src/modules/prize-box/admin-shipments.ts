import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { AdminPrizeShipment, AdminPrizeShipmentQuery } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { pageOffset, pageTotal, totalRows } from '../../db/paged';
import { prizeShipmentItems, prizeShipments, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { recordAudit } from '../operator/audit';
import type { SignedInOperator } from '../operator/access';
import { shipmentNumber } from './payment-seam';
import { notShipped, shipShipmentIn, type ShipOutcome } from './ship';
import type { ShipmentRow } from './service';

// The console's prize shipments: the paid ones waiting for a parcel, and shipping one with its carrier and tracking
// code through the same function as `npm run prizes -- ship` (ship.ts), with its audit row in its transaction.

function toAdminShipment(s: ShipmentRow, email: string, prizes: number): AdminPrizeShipment {
  return {
    shipment_id: s.id,
    shipment_number: shipmentNumber(s),
    status: s.status as AdminPrizeShipment['status'],
    member_id: s.userId,
    email,
    country_code: s.countryCode,
    delivery_method: s.deliveryMethod,
    shipping_fee: s.shippingFee,
    prizes,
    created_at: s.createdAt.toISOString(),
    paid_at: s.paidAt?.toISOString() ?? null,
    carrier: s.carrier,
    tracking_code: s.trackingCode,
    shipped_at: s.shippedAt?.toISOString() ?? null,
  };
}

async function prizeCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: prizeShipmentItems.shipmentId, n: count() })
    .from(prizeShipmentItems)
    .where(inArray(prizeShipmentItems.shipmentId, ids))
    .groupBy(prizeShipmentItems.shipmentId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Shipments of one status (paid: waiting to be shipped), the longest waiting first; shipped ones, last shipped first. */
export async function listShipments(db: Db, q: AdminPrizeShipmentQuery) {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  const status = q.status ?? 'paid';
  const where = eq(prizeShipments.status, status);
  const rows = await db
    .select({ s: prizeShipments, email: users.email, total: totalRows() })
    .from(prizeShipments)
    .innerJoin(users, eq(users.id, prizeShipments.userId))
    .where(where)
    .orderBy(status === 'paid' ? asc(prizeShipments.id) : desc(prizeShipments.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const prizes = await prizeCounts(
    db,
    rows.map((r) => r.s.id),
  );
  return {
    data: rows.map((r) => toAdminShipment(r.s, r.email, prizes.get(r.s.id) ?? 0)),
    page,
    page_size: pageSize,
    total: await pageTotal(db, page, rows, prizeShipments, where),
  };
}

export async function readShipment(db: Db, id: number): Promise<AdminPrizeShipment> {
  const [row] = await db
    .select({ s: prizeShipments, email: users.email })
    .from(prizeShipments)
    .innerJoin(users, eq(users.id, prizeShipments.userId))
    .where(eq(prizeShipments.id, id));
  if (!row) fail('ADMIN_SHIPMENT_NOT_FOUND');
  return toAdminShipment(row.s, row.email, (await prizeCounts(db, [id])).get(id) ?? 0);
}

/** Ships a paid shipment (its member is mailed); refused when missing (40458) or not paid, shipped or expired (40938). */
export async function shipAdminShipment(
  db: Db,
  operator: SignedInOperator,
  id: number,
  parcel: { carrier: string; trackingCode: string },
): Promise<void> {
  const moved = await db.transaction(async (tx) => {
    if (!(await shipShipmentIn(tx, id, parcel.carrier, parcel.trackingCode))) return false;
    await recordAudit(tx, operator, {
      action: 'prize_shipment.ship',
      target: 'prize_shipment',
      targetId: id,
      before: { status: 'paid' },
      after: { status: 'shipped', carrier: parcel.carrier, tracking_code: parcel.trackingCode },
    });
    return true;
  });
  if (moved) return;
  const why: ShipOutcome = await notShipped(db, id);
  fail(why === 'missing' ? 'ADMIN_SHIPMENT_NOT_FOUND' : 'SHIPMENT_NOT_SHIPPABLE');
}
