import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { created } from './columns';
import { users } from './members';

// Payments: what the shop asked a payment provider to collect (purchases) and the provider's signed notices
// about them (payment_events). Owned by modules/payment; other modules go through its service.

export const purchases = pgTable(
  'purchases',
  {
    /** Opaque and unguessable (random, base64url): the purchase's public id. */
    id: text('id').primaryKey(),
    /** What is paid for ('order', 'kuji_order') and its id in the module that owns it. */
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The paying member; null for a guest. */
    userId: integer('user_id').references(() => users.id),
    method: text('method').notNull(),
    /** Integer TWD. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('TWD'),
    status: text('status').notNull().default('pending'),
    /** The provider that collects it and its own reference for the payment. */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    paymentUrl: text('payment_url').notNull(),
    qrCode: text('qr_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Money was collected for something that could no longer be paid (the purchase was already replaced,
     * canceled or expired, or its subject refused it): it is refunded in full automatically (a `refunds` row).
     */
    refundRequired: boolean('refund_required').notNull().default(false),
    /** Integer TWD given back so far (refunds that succeeded). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: created(),
  },
  (t) => [
    index('purchases_subject_idx').on(t.subject, t.subjectId),
    // One live payment per subject: a new one replaces (cancels) the pending one first.
    uniqueIndex('purchases_one_pending_idx')
      .on(t.subject, t.subjectId)
      .where(sql`${t.status} = 'pending'`),
    index('purchases_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    index('purchases_user_idx').on(t.userId),
    index('purchases_refund_idx')
      .on(t.createdAt)
      .where(sql`${t.refundRequired}`),
    // Never more back than was paid, whatever two refund notices do at once.
    check('purchases_refunded_within_amount', sql`${t.refundedAmount} between 0 and ${t.amount}`),
  ],
);

/**
 * Money given back from a purchase, whole or in part. The row is written in the transaction that decides the refund;
 * the gateway is asked after the commit (and again until it answers: its id is the gateway's idempotency key), and
 * its signed notice settles it. requested → pending (the gateway took it) → succeeded | failed.
 */
export const refunds = pgTable(
  'refunds',
  {
    /** Opaque (random, base64url): the refund's public id and the gateway's idempotency key. */
    id: text('id').primaryKey(),
    purchaseId: text('purchase_id')
      .notNull()
      .references(() => purchases.id),
    /** Integer TWD. */
    amount: integer('amount').notNull(),
    /** shopper_canceled | shop_canceled | late_payment | adjustment */
    reason: text('reason').notNull(),
    state: text('state').notNull().default('requested'),
    providerRefundId: text('provider_refund_id'),
    /** Tries to reach the gateway; the next is due at `due_at` (a sender holds a row by pushing it forward). */
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('refunds_purchase_idx').on(t.purchaseId),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    index('refunds_due_idx')
      .on(t.dueAt)
      .where(sql`${t.state} = 'requested'`),
  ],
);

/** Every notice a provider sent that was accepted; its id can be accepted once (a replay is refused). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    purchaseId: text('purchase_id')
      .notNull()
      .references(() => purchases.id),
    type: text('type').notNull(),
    /** What it did: applied (moved the purchase), ignored (the purchase had already left pending), refund. */
    outcome: text('outcome').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index('payment_events_purchase_idx').on(t.purchaseId)],
);

/**
 * The sandbox provider's own books (it stands in for a gateway, which keeps its own): one row per payment
 * it was asked to collect. Nothing else reads it; it is empty unless the sandbox is the provider.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  ref: text('ref').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  method: text('method').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  locale: text('locale').notNull(),
  notifyUrl: text('notify_url').notNull(),
  returnUrl: text('return_url').notNull(),
  /** open → paid | failed | canceled (a 3-D Secure card waits in `challenge` between its two pages). */
  status: text('status').notNull().default('open'),
  /** Paid with the test card whose refunds fail. */
  refundsFail: boolean('refunds_fail').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: created(),
});

/** The sandbox's refunds: one per refund id the shop asked with (its idempotency key). */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    ref: text('ref').primaryKey(),
    paymentRef: text('payment_ref')
      .notNull()
      .references(() => sandboxPayments.ref),
    merchantReference: text('merchant_reference').notNull().unique(),
    amount: integer('amount').notNull(),
    /** pending → succeeded | failed */
    status: text('status').notNull().default('pending'),
    createdAt: created(),
  },
  (t) => [index('sandbox_refunds_payment_idx').on(t.paymentRef)],
);
