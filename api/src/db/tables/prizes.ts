import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { created } from './columns';
import { kujiOrders, kujis } from './kuji';
import { users } from './members';
import type { AddressJson, CvsStoreJson, InvoiceJson, RecipientJson } from './orders';

// The kuji prize box (modules/prize-box): a member's won prizes leave it in a shipment the member asked for and
// paid the postage of; the operator ships it. Owned by modules/prize-box; kuji tickets stay kuji-order's.

export const prizeShipments = pgTable(
  'prize_shipments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** pending_payment | paid | shipped | expired */
    status: text('status').notNull().default('pending_payment'),
    countryCode: text('country_code').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    recipient: jsonb('recipient').$type<RecipientJson>().notNull(),
    address: jsonb('address').$type<AddressJson>(),
    cvsStore: jsonb('cvs_store').$type<CvsStoreJson>(),
    customsId: text('customs_id'),
    /** Integer TWD: one fee for the parcel (0: free, nothing to pay). */
    shippingFee: integer('shipping_fee').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** The buyer's uniform e-invoice choice for the postage (a service sold in Taiwan); null on a free parcel. */
    invoice: jsonb('invoice').$type<InvoiceJson>(),
    /** The language it was asked in: its mails are written in it. */
    locale: text('locale').notNull().default('tw'),
    /** Unpaid past this instant, it expires and its prizes go back in the box. */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingCode: text('tracking_code'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('prize_shipments_user_idx').on(t.userId, t.id),
    index('prize_shipments_pending_idx')
      .on(t.paymentDeadline)
      .where(sql`${t.status} = 'pending_payment'`),
    check('prize_shipments_status', sql`${t.status} in ('pending_payment', 'paid', 'shipped', 'expired')`),
    check('prize_shipments_fee', sql`${t.shippingFee} >= 0`),
  ],
);

export const prizeShipmentItems = pgTable(
  'prize_shipment_items',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => prizeShipments.id),
    /** `t<ticket id>` for a drawn ticket's prize, `last<kuji id>` for a campaign's Last One prize. */
    prizeKey: text('prize_key').notNull(),
    kujiId: integer('kuji_id')
      .notNull()
      .references(() => kujis.id),
    kujiOrderId: integer('kuji_order_id')
      .notNull()
      .references(() => kujiOrders.id),
    /** true while its shipment is live (unpaid, paid or shipped), null once it expired: the unique index below lets
     * a prize be held by one live shipment only (nulls never collide). */
    held: boolean('held').default(true),
  },
  (t) => [
    uniqueIndex('prize_shipment_items_held_idx').on(t.prizeKey, t.held),
    index('prize_shipment_items_shipment_idx').on(t.shipmentId),
    index('prize_shipment_items_kuji_idx').on(t.kujiId),
    index('prize_shipment_items_kuji_order_idx').on(t.kujiOrderId),
    check('prize_shipment_items_held', sql`${t.held}`),
  ],
);

/** When a member was last reminded of prizes left in the box (one reminder per period). */
export const prizeBoxReminders = pgTable('prize_box_reminders', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  remindedAt: timestamp('reminded_at', { withTimezone: true }).notNull(),
});
