import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { created } from './columns';
import { products } from './catalogue';
import { users } from './members';
import { coupons } from './shopping';

// Orders and what they bought. Names and prices are copied at order time: the record shows what was bought,
// whatever happens to the catalogue later.

export interface RecipientJson {
  name: string;
  phone_code: string;
  phone_number: string;
  email: string;
}
/** An address as an order keeps it: the district's code for Taiwan and mainland China, names as a fallback. */
export interface AddressJson {
  city: string;
  district: string;
  postal_code: string;
  detail: string;
  /** Taiwan / mainland China: the district picked (system places); absent on older orders. */
  district_code?: string;
  region?: string;
  line2?: string;
}
export interface CvsStoreJson {
  brand: '711' | 'family' | 'hilife' | 'ok';
  store_id: string;
  name: string;
  address: string;
}
/** Taiwan's uniform e-invoice as the buyer chose it (null outside Taiwan). */
export interface InvoiceJson {
  kind: 'member' | 'mobile' | 'certificate' | 'donation' | 'company';
  /** The carrier, love code or business number; absent for the member carrier. */
  code?: string;
  title?: string;
}
export interface SubProductJson {
  product_id: number;
  amount: number;
  name_tw: string;
  name_cn: string;
  name_en: string;
  /** The set price of one unit; absent on orders from before set offers (their items were not charged). */
  unit_price?: number;
  /** Units taken from stock for the whole line (amount × the line's amount; 0 for a pre-order); absent: none. */
  reserved?: number;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The member's order; null for a visitor's (then `guest_email`). */
    userId: integer('user_id').references(() => users.id),
    guestEmail: text('guest_email'),
    /** Who holds an unpaid order, for the holding caps (order/holding-caps.ts): the guest's e-mail normalised, */
    guestEmailKey: text('guest_email_key'),
    /** the client's address, */
    clientIp: text('client_ip'),
    /** and the browser's device id (`d:`), else the member's session (`s:`). */
    deviceKey: text('device_key'),
    /** pending_activation | picking | refund_requested | shipped | finished | canceled (order/status.ts has the transitions). */
    status: text('status').notNull().default('pending_activation'),
    /** payment_expired | canceled_by_shop | canceled_by_shopper */
    cancelReason: text('cancel_reason'),
    shipsFrom: text('ships_from').notNull(),
    countryCode: text('country_code').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    recipient: jsonb('recipient').$type<RecipientJson>().notNull(),
    address: jsonb('address').$type<AddressJson>(),
    cvsStore: jsonb('cvs_store').$type<CvsStoreJson>(),
    customsId: text('customs_id'),
    invoice: jsonb('invoice').$type<InvoiceJson>(),
    paymentMethod: text('payment_method').notNull(),
    subtotal: integer('subtotal').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    discount: integer('discount').notNull(),
    total: integer('total').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponFreeShipping: boolean('coupon_free_shipping').notNull().default(false),
    /** Who sent the Idempotency-Key (`u:<member>` or `g:<e-mail>`), the key, and a hash of the request. */
    idempotencyScope: text('idempotency_scope'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** Unpaid orders are canceled after this instant; null once paid or canceled. */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippingCode: text('shipping_code'),
    carrier: text('carrier'),
    /** When the shop began to pick it (paid → picking): a step of the order's timeline. */
    pickingAt: timestamp('picking_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** When its shopper asked to cancel it once paid (refund_requested). */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    /** Integer TWD of its payment given back so far (refunds that succeeded; a late second payment's are not). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The language the order was placed in: its mails are written in it. */
    locale: text('locale').notNull().default('tw'),
    createdAt: created(),
  },
  (t) => [
    // A member's orders newest first, optionally of one status.
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_user_status_idx').on(t.userId, t.status, t.id),
    index('orders_coupon_idx').on(t.couponId),
    uniqueIndex('orders_idempotency_idx').on(t.idempotencyScope, t.idempotencyKey),
    // The expiry sweep reads only unpaid open orders.
    index('orders_payment_deadline_idx')
      .on(t.paymentDeadline)
      .where(sql`${t.status} = 'pending_activation' and ${t.paidAt} is null`),
    // The holding caps count a holder's open unpaid orders by each of its keys.
    index('orders_unpaid_email_idx')
      .on(t.guestEmailKey)
      .where(sql`${t.status} = 'pending_activation' and ${t.paidAt} is null`),
    index('orders_unpaid_ip_idx')
      .on(t.clientIp)
      .where(sql`${t.status} = 'pending_activation' and ${t.paidAt} is null`),
    index('orders_unpaid_device_idx')
      .on(t.deviceKey)
      .where(sql`${t.status} = 'pending_activation' and ${t.paidAt} is null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull(),
    nameTw: text('name_tw').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    unitPrice: integer('unit_price').notNull(),
    markedPrice: integer('marked_price').notNull(),
    amount: integer('amount').notNull(),
    /** Units taken from stock (0 for pre-orders): what goes back if the order is canceled. */
    reserved: integer('reserved').notNull(),
    preOrder: boolean('pre_order').notNull(),
    /** The product's first picture's URL when it was ordered: the record shows what was bought, as it looked. */
    picture: text('picture').notNull(),
    subProducts: jsonb('sub_products').$type<SubProductJson[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] }), index('order_items_product_idx').on(t.productId)],
);
