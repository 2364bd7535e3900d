import { and, eq, inArray } from 'drizzle-orm';
import type { IssuedInvoice, OrderInvoice } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { invoices, type InvoiceJson } from '../../db/schema';
import type { InvoiceSubject } from './issue';

// What a record shows of the invoices issued for its sales.

export type InvoiceRow = typeof invoices.$inferSelect;

export const issuedView = (i: InvoiceRow): IssuedInvoice => ({
  number: i.number,
  date: i.issuedOn,
  state: i.state as IssuedInvoice['state'],
  total: i.total,
  allowanced: i.allowanced,
});

/** The invoices of these sales, by sale id (one query whatever their number). */
export async function issuedInvoices(db: Db, subject: InvoiceSubject, ids: number[]): Promise<Map<number, IssuedInvoice>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.subject, subject), inArray(invoices.subjectId, ids)));
  return new Map(rows.map((r) => [r.subjectId, issuedView(r)]));
}

/** The buyer's choice and, once paid, the invoice issued, as a record shows them. */
export const invoiceView = (choice: InvoiceJson | null, issued: IssuedInvoice | null): OrderInvoice | null =>
  choice && { kind: choice.kind, code: choice.code ?? null, title: choice.title ?? null, issued };
