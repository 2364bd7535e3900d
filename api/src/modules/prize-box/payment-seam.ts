import { and, eq, gt, sql } from 'drizzle-orm';
import type { PaymentMethod, Purchase } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { prizeShipments } from '../../db/schema';
import type { Locale } from '../../platform/locale';
import { formatOrderNumber } from '../../platform/order-number';
import { issueInvoice } from '../invoice/service';
import { notify } from '../notification/outbox';
import {
  cancelPurchases,
  createPurchase,
  latestPurchase,
  SubjectNotPayable,
  type PaymentSubject,
  type SettledRefund,
} from '../payment/service';

// The one place prize shipments meet payments: subject 'prize_shipment', the shop's gateway, methods and webhook.
// A payment that comes after its shipment expired is refunded by the payments module, as for orders.

type Payable = Pick<typeof prizeShipments.$inferSelect, 'id' | 'userId' | 'shippingFee' | 'paymentDeadline' | 'createdAt'> & {
  paymentMethod: string;
};

/** The number a member reads for a shipment (P + its day in Taiwan + its id). */
export const shipmentNumber = (s: Pick<Payable, 'id' | 'createdAt'>) => formatOrderNumber('P', s.id, s.createdAt);

export const shipmentReturnPath = (id: number) => `/member/prize-box?shipment_id=${id}`;

/** Starts the postage's payment once the shipment's transaction committed (a gateway is network I/O). */
export function startShipmentPayment(db: Db, s: Payable, locale: Locale): Promise<Purchase> {
  return createPurchase(db, {
    subject: 'prize_shipment',
    subjectId: s.id,
    userId: s.userId,
    amount: s.shippingFee,
    method: s.paymentMethod as PaymentMethod,
    locale,
    returnPath: shipmentReturnPath(s.id),
    reference: shipmentNumber(s),
    payBy: s.paymentDeadline,
  });
}

export const currentShipmentPurchase = (db: Db, id: number) => latestPurchase(db, 'prize_shipment', id);

export const cancelShipmentPayments = (db: Db, id: number) => cancelPurchases(db, 'prize_shipment', id);

/**
 * Paid once, only while unpaid before its deadline: an expired shipment (its prizes back in the box, as the member
 * has read since the deadline, swept or not) refuses, and the money goes back. Paid, its postage has its uniform
 * invoice in the same transaction (a free parcel is never paid here: it sells nothing).
 */
export const prizeShipmentPaymentSubject = {
  paid: async (tx: Db, id: number) => {
    const [moved] = await tx
      .update(prizeShipments)
      .set({ status: 'paid', paidAt: new Date() })
      .where(
        and(
          eq(prizeShipments.id, id),
          eq(prizeShipments.status, 'pending_payment'),
          gt(prizeShipments.paymentDeadline, sql`now()`),
        ),
      )
      .returning({ userId: prizeShipments.userId, invoice: prizeShipments.invoice, fee: prizeShipments.shippingFee });
    if (!moved) throw new SubjectNotPayable(`prize shipment ${id} can no longer be paid`);
    await issueInvoice(tx, {
      subject: 'prize_shipment',
      subjectId: id,
      // Kept with every shipment that has postage to pay (only a free one, never paid here, has none).
      choice: moved.invoice ?? { kind: 'member' },
      memberCarrier: `M${moved.userId}`,
      total: moved.fee,
    });
  },
  refusesBeforeWriting: true,
  // Only postage paid after its shipment expired is refunded (it was never paid here, so it has no invoice): its
  // member is told how much came back.
  refunded: async (tx: Db, id: number, refund: SettledRefund) => {
    const [s] = await tx.select({ userId: prizeShipments.userId }).from(prizeShipments).where(eq(prizeShipments.id, id));
    if (s) await notify(tx, 'prize_box.refunded', [{ userId: s.userId }], { shipmentId: id, amount: refund.amount });
  },
} satisfies PaymentSubject;
