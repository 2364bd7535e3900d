import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { created } from './columns';
import { products } from './catalogue';
import { users } from './members';
import { kujiOrders } from './kuji';
import { orders } from './orders';

// What members and visitors ask the shop for: cart lines, back-in-stock notices, coupons.

export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: integer('amount').notNull(),
    subProductInfos: jsonb('sub_product_infos').$type<{ product_id: number; amount: number }[]>().notNull().default([]),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('cart_items_product_idx').on(t.productId)],
);

export const arrivalNotices = pgTable(
  'arrival_notices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    email: text('email').notNull(),
    userId: integer('user_id'),
    /** The language it was asked in: its mail is written in it. */
    locale: text('locale').notNull().default('tw'),
    /** When the product came back and the notice was written to the outbox; a later wait is a new row. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    // Products reach their requests by this (and deleting a product never scans them).
    index('arrival_notices_product_idx').on(t.productId),
    uniqueIndex('arrival_notices_waiting_idx')
      .on(t.productId, t.email)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameTw: text('name_tw').notNull(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  discountAmount: integer('discount_amount').notNull(),
  minOrder: integer('min_order').notNull().default(0),
  freeShipping: boolean('free_shipping').notNull().default(false),
  shipsFrom: text('ships_from'),
  region: text('region'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** Members who may claim it; null: any number. */
  claimLimit: integer('claim_limit'),
  claimedCount: integer('claimed_count').notNull().default(0),
  /** Orders that may use it in all (a single-use code has 1); null: any number. */
  useLimit: integer('use_limit'),
  /** Orders using it now: counted up when an order takes it, down when that order is canceled or expires. */
  usedCount: integer('used_count').notNull().default(0),
  /** Orders each member may use it on (their claim's `uses`); 1: once per member. */
  memberUseLimit: integer('member_use_limit').notNull().default(1),
  /** What it discounts: `shop` orders, `kuji` draws, or `any` of them. */
  scope: text('scope').notNull().default('shop'),
});

export const couponClaims = pgTable(
  'coupon_claims',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Orders (not canceled or expired) using this claim now; at most the coupon's `member_use_limit`. */
    uses: integer('uses').notNull().default(0),
    /** When the latest of those orders took it; null while no order uses it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The latest shop order using it (each order also names its coupon); cleared when that order is canceled. */
    orderId: integer('order_id').references((): AnyPgColumn => orders.id),
    /** Or the latest kuji order (not expired) that uses it. */
    kujiOrderId: integer('kuji_order_id').references((): AnyPgColumn => kujiOrders.id),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.userId] }),
    index('coupon_claims_user_idx').on(t.userId, t.createdAt),
    index('coupon_claims_order_idx').on(t.orderId),
    index('coupon_claims_kuji_order_idx').on(t.kujiOrderId),
  ],
);
