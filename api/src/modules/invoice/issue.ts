import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/hand-written';
import { invoiceAllowances, invoices, invoiceUploads, type InvoiceBuyerJson, type InvoiceJson } from '../../db/schema';
import { taiwanDay, taxSplit } from './period';
import { takeNumber } from './numbers';

// An invoice is issued in the transaction that marks its sale paid, and voided or allowanced in the one that settles
// a refund: never one without the other. What the value-added centre must hear is queued there (invoice_uploads)
// and NOTIFY `invoices` wakes a sender once the transaction commits (upload.ts).

export const invoicesChannel = 'invoices';

/** What was sold: a shop order, a kuji order's draws, or a prize shipment's postage. */
export type InvoiceSubject = 'order' | 'kuji_order' | 'prize_shipment';

export interface Sale {
  subject: InvoiceSubject;
  subjectId: number;
  /** The buyer's choice as the order kept it. */
  choice: InvoiceJson;
  /** The member carrier's code: the member's id in the shop, or a guest's e-mail. */
  memberCarrier: string;
  /** Integer TWD, tax included. */
  total: number;
}

const buyerOf = (sale: Sale): InvoiceBuyerJson => ({
  kind: sale.choice.kind,
  code: sale.choice.kind === 'member' ? sale.memberCarrier : (sale.choice.code ?? ''),
  ...(sale.choice.title ? { title: sale.choice.title } : {}),
});

const splitFor = (kind: InvoiceBuyerJson['kind'], total: number) =>
  kind === 'company' ? taxSplit(total) : { sales: null, tax: null };

/**
 * In the paying transaction: the sale's invoice, numbered from the period's ranges (one statement), or `waiting`
 * when none has a number left, so the payment goes through and the invoice is numbered once a range is added.
 */
export async function issueInvoice(tx: Db, sale: Sale, now = new Date()): Promise<'issued' | 'waiting'> {
  const { date, period } = taiwanDay(now);
  const buyer = buyerOf(sale);
  const { sales, tax } = splitFor(buyer.kind, sale.total);
  const [row] = await rowsOf<{ state: 'issued' | 'waiting' }>(
    tx,
    sql`with taken as (${takeNumber(period)}),
      issued as (
        insert into ${invoices} (subject, subject_id, number, period, issued_on, buyer, total, sales, tax, state, issued_at)
        select ${sale.subject}, ${sale.subjectId}, taken.number, ${period}, ${date}, ${JSON.stringify(buyer)}::jsonb,
          ${sale.total}, ${sales}, ${tax}, 'issued', now()
        from taken
        returning id),
      waiting as (
        insert into ${invoices} (subject, subject_id, buyer, total, sales, tax, state)
        select ${sale.subject}, ${sale.subjectId}, ${JSON.stringify(buyer)}::jsonb, ${sale.total}, ${sales}, ${tax}, 'waiting'
        where not exists (select 1 from taken)
        returning id),
      queued as (insert into ${invoiceUploads} (kind, invoice_id) select 'issue', id from issued returning 1)
      select case when exists (select 1 from issued) then 'issued' else 'waiting' end as state,
        (select pg_notify(${invoicesChannel}, '') from queued limit 1) as told`,
  );
  return row!.state;
}

/** Numbers the oldest waiting invoice from today's ranges, in its own transaction; false when none could be. */
export function numberWaiting(db: Db, now = new Date()): Promise<boolean> {
  const { date, period } = taiwanDay(now);
  return db.transaction(async (tx) => {
    const [one] = await rowsOf<{ id: number }>(
      tx,
      sql`select id from ${invoices} where state = 'waiting' order by id limit 1 for update skip locked`,
    );
    if (!one) return false;
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`with taken as (${takeNumber(period)}),
        issued as (
          update ${invoices} set number = taken.number, period = ${period}, issued_on = ${date}, state = 'issued',
            issued_at = now()
          from taken where ${invoices.id} = ${one.id}
          returning ${invoices.id} as id),
        queued as (insert into ${invoiceUploads} (kind, invoice_id) select 'issue', id from issued returning 1)
        select id, (select pg_notify(${invoicesChannel}, '') from queued limit 1) as told from issued`,
    );
    return row !== undefined;
  });
}

export interface RefundOfSale {
  /** The refund's id: one allowance per refund however often its notice is settled. */
  id: string;
  amount: number;
}

/**
 * In a refund's settling transaction: all of an untouched invoice back within its period voids it (作廢); otherwise
 * an allowance (折讓) for what came back. A waiting invoice (never filed) is voided, or lowered to what was kept.
 */
export async function invoiceRefunded(
  tx: Db,
  subject: InvoiceSubject,
  subjectId: number,
  refund: RefundOfSale,
  now = new Date(),
): Promise<void> {
  const [inv] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.subject, subject), eq(invoices.subjectId, subjectId)))
    .for('update');
  if (!inv || inv.state === 'voided') return;
  const left = inv.total - inv.allowanced;
  const amount = Math.min(refund.amount, left);
  if (amount <= 0) return;
  const whole = amount === inv.total;
  const { date, period } = taiwanDay(now);
  if (inv.state === 'waiting') {
    const total = inv.total - amount;
    await tx
      .update(invoices)
      .set(whole ? { state: 'voided', voidedAt: sql`now()` } : { total, ...splitFor(inv.buyer.kind, total) })
      .where(eq(invoices.id, inv.id));
    return;
  }
  if (whole && inv.period === period) {
    await tx
      .update(invoices)
      .set({ state: 'voided', voidedAt: sql`now()` })
      .where(eq(invoices.id, inv.id));
    await queue(tx, 'void', inv.id, null);
    return;
  }
  const { sales, tax } = splitFor(inv.buyer.kind, amount);
  const [allowance] = await rowsOf<{ id: number }>(
    tx,
    sql`with n as (select nextval(pg_get_serial_sequence('invoice_allowances', 'id')) as id)
      insert into ${invoiceAllowances} (id, number, invoice_id, refund_id, amount, sales, tax, issued_on)
      select n.id, 'AL' || ${date.slice(0, 7).replace('-', '')} || lpad(n.id::text, 8, '0'), ${inv.id}, ${refund.id},
        ${amount}, ${sales}, ${tax}, ${date}
      from n
      on conflict (refund_id) do nothing
      returning id`,
  );
  if (!allowance) return;
  await tx
    .update(invoices)
    .set({ allowanced: sql`${invoices.allowanced} + ${amount}` })
    .where(eq(invoices.id, inv.id));
  await queue(tx, 'allowance', inv.id, allowance.id);
}

async function queue(tx: Db, kind: 'void' | 'allowance', invoiceId: number, allowanceId: number | null) {
  await tx.execute(
    sql`with queued as (insert into ${invoiceUploads} (kind, invoice_id, allowance_id) values (${kind}, ${invoiceId}, ${allowanceId}) returning 1)
      select pg_notify(${invoicesChannel}, '') from queued`,
  );
}
