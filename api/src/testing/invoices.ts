import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoiceUploads, sandboxInvoiceFilings } from '../db/schema';
import { eventually } from './outbox';

// Test helpers for uniform e-invoices (imported by *.test.ts only): what the sandbox value-added centre was sent.

/** What the sandbox centre was sent for `number` (its issue, void, allowances), in the order it came. */
export const invoiceFilings = (db: Db, number: string) =>
  db
    .select()
    .from(sandboxInvoiceFilings)
    .where(sql`${sandboxInvoiceFilings.number} = ${number} or ${sandboxInvoiceFilings.body}->>'invoiceNumber' = ${number}`)
    .orderBy(asc(sandboxInvoiceFilings.id));

/** Waits until the API's sender has filed every queued upload. */
export const invoicesUploaded = (db: Db) =>
  eventually(async () => {
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoiceUploads)
      .where(sql`${invoiceUploads.uploadedAt} is null`);
    return left!.n === 0 ? true : undefined;
  }, 'every upload to be taken');
