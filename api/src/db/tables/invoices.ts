import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { created } from './columns';

// Taiwan's uniform e-invoices (統一發票): the number ranges the tax office assigned, the invoices issued from them
// when an order, a kuji order or a prize shipment's postage is paid, their allowances (折讓) and what is still to be
// uploaded to the value-added centre. Owned by modules/invoice; other modules go through its service.

/** A range of invoice numbers for one two-month period (Taiwan time): its track letters, first and last number. */
export const invoiceTracks = pgTable(
  'invoice_tracks',
  {
    id: serial('id').primaryKey(),
    /** The period's first month, `YYYY-MM` (odd months: 2026-11 is November–December). */
    period: text('period').notNull(),
    /** Two capital letters. */
    track: text('track').notNull(),
    firstNumber: integer('first_number').notNull(),
    lastNumber: integer('last_number').notNull(),
    /** The next number to give; past `last_number` the range is used up. */
    nextNumber: integer('next_number').notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('invoice_tracks_range_idx').on(t.period, t.track, t.firstNumber),
    check('invoice_tracks_range_check', sql`${t.firstNumber} <= ${t.lastNumber} and ${t.nextNumber} <= ${t.lastNumber} + 1`),
  ],
);

/** The buyer's choice as the invoice keeps it (copied from the order). */
export interface InvoiceBuyerJson {
  kind: 'member' | 'mobile' | 'certificate' | 'donation' | 'company';
  /** The carrier (the member carrier: the shop's own member id or the guest's e-mail), love code or business number. */
  code: string;
  title?: string;
}

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** What was sold: 'order', 'kuji_order' or 'prize_shipment' (postage), and its id in the module that owns it. */
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** Null while no range has a number left (`waiting`): it is numbered when one is added. */
    number: text('number'),
    period: text('period'),
    /** The day it was issued, in Taiwan (YYYY-MM-DD). */
    issuedOn: text('issued_on'),
    buyer: jsonb('buyer').$type<InvoiceBuyerJson>().notNull(),
    /** Integer TWD, tax included; a company invoice states its sales and the 5% business tax apart. */
    total: integer('total').notNull(),
    sales: integer('sales'),
    tax: integer('tax'),
    /** waiting | issued | voided */
    state: text('state').notNull(),
    /** What allowances gave back of it so far (TWD). */
    allowanced: integer('allowanced').notNull().default(0),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('invoices_subject_idx').on(t.subject, t.subjectId),
    uniqueIndex('invoices_number_idx').on(t.period, t.number),
    index('invoices_waiting_idx')
      .on(t.id)
      .where(sql`${t.state} = 'waiting'`),
    check('invoices_allowanced_check', sql`${t.allowanced} >= 0 and ${t.allowanced} <= ${t.total}`),
  ],
);

export const invoiceAllowances = pgTable(
  'invoice_allowances',
  {
    id: serial('id').primaryKey(),
    /** The allowance's own number (AL + the period's month + its id): unique. */
    number: text('number').notNull().unique(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** The refund it records: one allowance per refund, however often its notice settles. */
    refundId: text('refund_id').notNull().unique(),
    amount: integer('amount').notNull(),
    sales: integer('sales'),
    tax: integer('tax'),
    issuedOn: text('issued_on').notNull(),
    createdAt: created(),
  },
  (t) => [index('invoice_allowances_invoice_idx').on(t.invoiceId)],
);

/** What the value-added centre must be told (issue, void, allowance), taken under a lease after the commit. */
export const invoiceUploads = pgTable(
  'invoice_uploads',
  {
    id: serial('id').primaryKey(),
    /** issue | void | allowance */
    kind: text('kind').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    allowanceId: integer('allowance_id').references(() => invoiceAllowances.id),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the centre took it. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('invoice_uploads_invoice_idx').on(t.invoiceId, t.kind),
    index('invoice_uploads_allowance_idx').on(t.allowanceId),
    index('invoice_uploads_due_idx')
      .on(t.dueAt)
      .where(sql`${t.uploadedAt} is null`),
  ],
);

/** The sandbox value-added centre's books (sandboxes/src/invoice): what it was sent, once per kind and number. */
export const sandboxInvoiceFilings = pgTable(
  'sandbox_invoice_filings',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('sandbox_invoice_filings_number_idx').on(t.kind, t.number)],
);
