import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type {
  BoxPrize,
  DeliveryMethod,
  IssuedInvoice,
  PaymentMethod,
  PrizeShipment,
  PrizeShipmentStatus,
  Purchase,
} from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { prizeShipmentItems, prizeShipments } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { invoiceView, issuedInvoices } from '../invoice/service';
import { wonPrizes, type WonPrize } from '../kuji-order/service';
import { addressView, storeInLanguage } from '../system/service';
import { live, overdue } from './expiry';
import { currentShipmentPurchase, shipmentNumber, startShipmentPayment } from './payment-seam';
import type { ShipmentRow } from './request';

// What the prize-box routes and other modules use; the pieces live beside this file.
export { expireDueShipments, startShipmentExpirySweep } from './expiry';
export { prizeShipmentPaymentSubject, shipmentNumber } from './payment-seam';
export { quoteShipment, requestShipment, type ShipmentRow } from './request';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toBoxPrize = (p: WonPrize): BoxPrize => ({
  prize_id: p.prizeId,
  kuji_id: p.kujiId,
  kuji_title: p.kujiTitle,
  kuji_order_id: p.kujiOrderId,
  order_number: p.orderNumber,
  tier: p.tier,
  name: p.name,
  image: p.image,
  last_one: p.lastOne,
  won_at: p.wonAt.toISOString(),
});

/** The prizes of the member's live shipments (unpaid before their deadline, paid or shipped), by key, with their shipment. */
async function heldPrizes(db: Db, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: prizeShipmentItems.prizeKey, shipmentId: prizeShipmentItems.shipmentId })
    .from(prizeShipmentItems)
    .innerJoin(prizeShipments, eq(prizeShipments.id, prizeShipmentItems.shipmentId))
    .where(and(eq(prizeShipments.userId, userId), isNotNull(prizeShipmentItems.held), live()));
  return new Map(rows.map((r) => [r.key, r.shipmentId]));
}

/** Whether a live shipment holds any of this kuji order's prizes (the old per-order shipping must not ship them too). */
export async function kujiOrderInShipment(db: Db, kujiOrderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: prizeShipmentItems.id })
    .from(prizeShipmentItems)
    .innerJoin(prizeShipments, eq(prizeShipments.id, prizeShipmentItems.shipmentId))
    .where(and(eq(prizeShipmentItems.kujiOrderId, kujiOrderId), isNotNull(prizeShipmentItems.held), live()))
    .limit(1);
  return !!row;
}

/** The prizes in the member's box: won, and in no live shipment. */
export async function boxOf(db: Db, userId: number, locale: Locale): Promise<WonPrize[]> {
  const [won, held] = await Promise.all([wonPrizes(db, userId, locale), heldPrizes(db, userId)]);
  return won.filter((p) => !held.has(p.prizeId));
}

/** GET prize-box: a shipment past its deadline holds nothing, whether the sweep wrote it expired yet or not. */
export async function readBox(db: Db, userId: number, locale: Locale): Promise<BoxPrize[]> {
  return (await boxOf(db, userId, locale)).map(toBoxPrize);
}

function toShipment(
  s: ShipmentRow,
  prizes: BoxPrize[],
  purchase: Purchase | null,
  issued: IssuedInvoice | null,
  locale: Locale,
): PrizeShipment {
  const expired = overdue(s);
  return {
    shipment_id: s.id,
    shipment_number: shipmentNumber(s),
    status: (expired ? 'expired' : s.status) as PrizeShipmentStatus,
    prizes,
    delivery: {
      country_code: s.countryCode,
      delivery_method: s.deliveryMethod as DeliveryMethod,
      recipient: s.recipient,
      address: s.address && addressView(s.countryCode, s.address, locale),
      cvs_store: s.cvsStore && storeInLanguage(s.cvsStore, locale),
    },
    shipping_fee: s.shippingFee,
    payment_method: s.paymentMethod as PaymentMethod,
    created_at: s.createdAt.toISOString(),
    payment_deadline: iso(s.paymentDeadline),
    paid_at: iso(s.paidAt),
    shipped_at: iso(s.shippedAt),
    carrier: s.carrier,
    tracking_code: s.trackingCode,
    // What the expiry will make of its payment: canceled at the gateway.
    purchase: expired && purchase?.status === 'pending' ? { ...purchase, status: 'canceled' } : purchase,
    // Null on a free parcel, which sells nothing.
    invoice: invoiceView(s.invoice, issued),
  };
}

/** The prizes each shipment carries (an expired one keeps the list of what it had held). */
export async function prizesOfShipments(
  db: Db,
  userId: number,
  rows: ShipmentRow[],
  locale: Locale,
): Promise<Map<number, WonPrize[]>> {
  const byShipment = new Map<number, WonPrize[]>();
  if (rows.length === 0) return byShipment;
  const [items, won] = await Promise.all([
    db
      .select({ shipmentId: prizeShipmentItems.shipmentId, key: prizeShipmentItems.prizeKey })
      .from(prizeShipmentItems)
      .where(
        inArray(
          prizeShipmentItems.shipmentId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(prizeShipmentItems.id),
    wonPrizes(db, userId, locale),
  ]);
  const byKey = new Map(won.map((p) => [p.prizeId, p]));
  for (const i of items) {
    const prize = byKey.get(i.key);
    if (prize) byShipment.set(i.shipmentId, [...(byShipment.get(i.shipmentId) ?? []), prize]);
  }
  return byShipment;
}

async function recordsOf(db: Db, userId: number, rows: ShipmentRow[], locale: Locale): Promise<PrizeShipment[]> {
  const [prizes, purchases, invoices] = await Promise.all([
    prizesOfShipments(db, userId, rows, locale),
    Promise.all(rows.map((r) => (r.shippingFee > 0 ? currentShipmentPurchase(db, r.id) : null))),
    issuedInvoices(
      db,
      'prize_shipment',
      rows.filter((r) => r.shippingFee > 0 && r.paidAt).map((r) => r.id),
    ),
  ]);
  return rows.map((r, i) =>
    toShipment(r, (prizes.get(r.id) ?? []).map(toBoxPrize), purchases[i] ?? null, invoices.get(r.id) ?? null, locale),
  );
}

/** The caller's own shipment (anyone else's, like a missing one, is 404). */
export async function readableShipment(db: Db, id: number, userId: number): Promise<ShipmentRow> {
  const [row] = await db.select().from(prizeShipments).where(eq(prizeShipments.id, id));
  if (!row || row.userId !== userId) fail('NOT_FOUND');
  return row;
}

export async function shipmentRecord(db: Db, row: ShipmentRow, locale: Locale): Promise<PrizeShipment> {
  return (await recordsOf(db, row.userId, [row], locale))[0]!;
}

/** GET prize-shipment: the member's latest 50 shipments, newest first. */
export async function listShipments(db: Db, userId: number, locale: Locale): Promise<PrizeShipment[]> {
  const rows = await db
    .select()
    .from(prizeShipments)
    .where(eq(prizeShipments.userId, userId))
    .orderBy(desc(prizeShipments.id))
    .limit(50);
  return recordsOf(db, userId, rows, locale);
}

/**
 * After POST prize-shipment committed: starts its payment when it has postage to pay. A gateway that fails leaves
 * it unpaid with no payment; POST prize-shipment/{id} starts one again.
 */
export async function afterRequest(
  db: Db,
  row: ShipmentRow,
  locale: Locale,
  log: { error(o: object, m: string): void },
): Promise<PrizeShipment> {
  if (row.shippingFee > 0)
    await startShipmentPayment(db, row, locale).catch((err: unknown) => {
      log.error({ err, prizeShipmentId: row.id }, 'prize shipment payment could not be started');
    });
  return shipmentRecord(db, row, locale);
}

/** POST prize-shipment/{id}: a new payment for an unpaid shipment before its deadline, optionally by another method. */
export async function payShipmentAgain(db: Db, row: ShipmentRow, method: PaymentMethod | undefined, locale: Locale) {
  const [open] = await db
    .update(prizeShipments)
    .set({ paymentMethod: method ?? sql`${prizeShipments.paymentMethod}` })
    .where(
      and(
        eq(prizeShipments.id, row.id),
        eq(prizeShipments.status, 'pending_payment'),
        gt(prizeShipments.paymentDeadline, new Date()),
      ),
    )
    .returning();
  if (!open) fail('ORDER_NOT_PAYABLE');
  await startShipmentPayment(db, open, locale);
  return shipmentRecord(db, open, locale);
}
