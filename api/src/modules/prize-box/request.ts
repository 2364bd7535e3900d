import { and, eq, gt, sql } from 'drizzle-orm';
import type { PrizeShipmentQuoteRequest, PrizeShipmentRequest } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { prizeShipmentItems, prizeShipments } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { checkInvoiceChoice } from '../invoice/service';
import { wonPrizes } from '../kuji-order/service';
import { checkDelivery } from '../order/service';
import { parcelFee } from './fee';

// POST prize-shipment: the chosen prizes leave the box in one new shipment. One short transaction: the member's
// shipments are counted under a per-member lock (the cap of unpaid ones), and the items' unique index lets a prize
// be held by one live shipment only, so of any number of requests for one prize exactly one gets it.

/** Advisory-lock class of "a member's prize shipments" (any constant no other lock uses). */
const SHIPMENTS_LOCK = 0x7072697a;

export type ShipmentRow = typeof prizeShipments.$inferSelect;

export interface RequestSettings {
  locale: Locale;
  paymentSeconds: number;
  /** Unpaid shipments a member may hold. */
  unpaidShipments: number;
}

/** POST prize-shipment/quote: what asking to ship these won prizes would charge, holding nothing. */
export async function quoteShipment(db: Db, userId: number, body: PrizeShipmentQuoteRequest, locale: Locale): Promise<number> {
  const won = new Map((await wonPrizes(db, userId, locale)).map((p) => [p.prizeId, p]));
  const chosen = body.prize_ids.map((id) => won.get(id) ?? fail('PRIZE_NOT_IN_BOX'));
  return parcelFee(
    body.country_code,
    body.delivery_method,
    chosen.map((p) => p.drawPrice),
  );
}

export async function requestShipment(
  db: Db,
  userId: number,
  body: PrizeShipmentRequest,
  s: RequestSettings,
): Promise<ShipmentRow> {
  const delivery = checkDelivery(body);
  const invoice = checkInvoiceChoice(body.invoice);
  const won = new Map((await wonPrizes(db, userId, s.locale)).map((p) => [p.prizeId, p]));
  const chosen = body.prize_ids.map((id) => won.get(id) ?? fail('PRIZE_NOT_IN_BOX'));
  const fee = parcelFee(
    body.country_code,
    body.delivery_method,
    chosen.map((p) => p.drawPrice),
  );
  const now = new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SHIPMENTS_LOCK}, ${userId})`);
    if (fee > 0) {
      const [held] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(prizeShipments)
        .where(
          and(
            eq(prizeShipments.userId, userId),
            eq(prizeShipments.status, 'pending_payment'),
            gt(prizeShipments.paymentDeadline, now),
          ),
        );
      if (held!.n >= s.unpaidShipments) fail('PRIZE_SHIPMENT_LIMIT');
    }
    const [shipment] = await tx
      .insert(prizeShipments)
      .values({
        userId,
        status: fee > 0 ? 'pending_payment' : 'paid',
        countryCode: body.country_code,
        deliveryMethod: body.delivery_method,
        recipient: delivery.recipient,
        address: delivery.address,
        cvsStore: delivery.cvsStore,
        customsId: delivery.customsId,
        shippingFee: fee,
        paymentMethod: body.payment_method,
        // A free parcel sells nothing: no invoice to issue.
        invoice: fee > 0 ? invoice : null,
        locale: s.locale,
        paymentDeadline: fee > 0 ? new Date(now.getTime() + s.paymentSeconds * 1000) : null,
        paidAt: fee > 0 ? null : now,
      })
      .returning();
    const items = await tx
      .insert(prizeShipmentItems)
      .values(
        chosen.map((p) => ({ shipmentId: shipment!.id, prizeKey: p.prizeId, kujiId: p.kujiId, kujiOrderId: p.kujiOrderId })),
      )
      .onConflictDoNothing()
      .returning({ id: prizeShipmentItems.id });
    // A prize another live shipment holds: nothing of this one is kept.
    if (items.length < chosen.length) fail('PRIZE_ALREADY_REQUESTED');
    return shipment!;
  });
}
