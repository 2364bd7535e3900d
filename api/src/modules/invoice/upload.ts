import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { rowsOf } from '../../db/hand-written';
import { invoiceAllowances, invoices, invoiceUploads } from '../../db/schema';
import { startNotifiedLoop, type NotifiedLoop } from '../../platform/notified-loop';
import { FilingRefused, type InvoiceIssuer } from '../../providers/invoice';
import { invoicesChannel, type InvoiceSubject } from './issue';
import { taiwanDay } from './period';

// Uploads to the value-added centre, after the commit that queued them: a sender takes due rows under a lease (FOR
// UPDATE SKIP LOCKED, the due time moved a lease ahead), so the after-commit call in one process and the sweep in
// another never file one twice; a void or allowance waits until its invoice was taken.

export interface InvoiceSender {
  db: Db;
  issuer: InvoiceIssuer;
  retrySeconds: number;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

const LEASE_SECONDS = 60;
const BATCH = 20;

const descriptions: Record<InvoiceSubject, string> = { order: '商品', kuji_order: '一番賞抽獎', prize_shipment: '運費' };

interface Taken {
  id: number;
  kind: 'issue' | 'void' | 'allowance';
  invoice_id: number;
  allowance_id: number | null;
  attempts: number;
}

/** Files up to a batch of due uploads; how many it took. */
export async function sendDueUploads(s: InvoiceSender): Promise<number> {
  const taken = await rowsOf<Taken>(
    s.db,
    sql`update ${invoiceUploads} u set due_at = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = u.attempts + 1
      where u.id in (
        select d.id from ${invoiceUploads} d
        where d.uploaded_at is null and d.due_at <= now()
          and (d.kind = 'issue' or exists (select 1 from ${invoiceUploads} i
            where i.invoice_id = d.invoice_id and i.kind = 'issue' and i.uploaded_at is not null))
        order by d.due_at, d.id limit ${BATCH} for update skip locked)
      returning u.id, u.kind, u.invoice_id, u.allowance_id, u.attempts`,
  );
  // One at a time, in queue order: an invoice's void never overtakes its issue within a batch.
  for (const t of taken) await send(s, t);
  return taken.length;
}

async function send(s: InvoiceSender, t: Taken) {
  try {
    const [inv] = await s.db.select().from(invoices).where(eq(invoices.id, t.invoice_id));
    if (!inv?.number) throw new Error(`invoice ${t.invoice_id} has no number`);
    if (t.kind === 'issue')
      await s.issuer.issue({
        number: inv.number,
        date: inv.issuedOn!,
        reference: `${inv.subject}:${inv.subjectId}`,
        buyer: inv.buyer,
        total: inv.total,
        sales: inv.sales,
        tax: inv.tax,
        description: descriptions[inv.subject as InvoiceSubject] ?? inv.subject,
      });
    else if (t.kind === 'void')
      await s.issuer.void({ number: inv.number, date: taiwanDay(inv.voidedAt ?? new Date()).date, reason: '退款' });
    else {
      const [a] = await s.db.select().from(invoiceAllowances).where(eq(invoiceAllowances.id, t.allowance_id!));
      await s.issuer.allowance({
        number: a!.number,
        invoiceNumber: inv.number,
        invoiceDate: inv.issuedOn!,
        date: a!.issuedOn,
        amount: a!.amount,
        sales: a!.sales,
        tax: a!.tax,
      });
    }
    await s.db
      .update(invoiceUploads)
      .set({ uploadedAt: sql`now()`, lastError: null })
      .where(eq(invoiceUploads.id, t.id));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // Refused for good: an operator must look (`npm run invoices -w api -- list` shows it); tried again hourly.
    const delay = err instanceof FilingRefused ? 3600 : Math.min(s.retrySeconds * 2 ** (t.attempts - 1), 3600);
    s.log.warn(
      { upload_id: t.id, kind: t.kind, invoice_id: t.invoice_id, attempts: t.attempts, err: message },
      'invoice upload not taken',
    );
    await s.db
      .update(invoiceUploads)
      .set({ lastError: message.slice(0, 500), dueAt: sql`now() + make_interval(secs => ${delay})` })
      .where(eq(invoiceUploads.id, t.id));
  }
}

/** Files everything due, batch after batch. */
export async function sendUploads(s: InvoiceSender): Promise<number> {
  let sent = 0;
  for (let n = BATCH; n === BATCH; sent += n) n = await sendDueUploads(s);
  return sent;
}

/**
 * Files uploads from this process until stopped: at once, as soon as a transaction that queued some commits (NOTIFY),
 * and every `everyMs` (retries, a lost NOTIFY, another process's crash) after `tick` (ranges, waiting invoices),
 * which the caller ran just before.
 */
export function startInvoiceSender(
  s: InvoiceSender,
  listen: Database['listen'],
  everyMs: number,
  tick: () => Promise<unknown>,
): Promise<NotifiedLoop> {
  return startNotifiedLoop({
    listen,
    channel: invoicesChannel,
    everyMs,
    firstWake: 'notice',
    job: async (wake) => {
      if (wake === 'sweep') await tick();
      await sendUploads(s);
    },
    log: s.log,
    what: 'invoice uploads',
  });
}
