import { and, asc, desc, eq, isNull, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceAllowances, invoices, invoiceUploads } from '../../db/schema';
import { parseInvoiceTracks } from '../../config';
import { OperatorError } from '../../platform/operator-command';
import { numberWaiting, type InvoiceSubject } from './issue';
import { addRange, rangesOf } from './numbers';
import { taiwanDay } from './period';
import type { InvoiceRow } from './read';

// The operator's invoice commands (`npm run invoices -w api -- …`; platform/operator-command.ts).

export const invoiceUsage = [
  'npm run invoices -w api -- list [YYYY-MM]      (a month in Taiwan, this one by default; waiting invoices first)',
  'npm run invoices -w api -- show <number>       (the invoice, its allowances and uploads)',
  'npm run invoices -w api -- ranges [YYYY-MM]    (the period’s number ranges and what is left of each)',
  'npm run invoices -w api -- add-range <YYYY-MM> <AB00050000-AB00099999>   (a range the tax office assigned; numbers waiting invoices)',
];

const subjects: Record<InvoiceSubject, string> = { order: 'order', kuji_order: 'kuji order', prize_shipment: 'prize shipment' };
const sold = (i: InvoiceRow) => `${subjects[i.subject as InvoiceSubject] ?? i.subject} #${i.subjectId}`;
const buyer = (i: InvoiceRow) =>
  i.buyer.kind === 'company'
    ? `company ${i.buyer.code}${i.buyer.title ? ` ${i.buyer.title}` : ''}`
    : i.buyer.kind === 'donation'
      ? `donation ${i.buyer.code}`
      : `carrier ${i.buyer.kind} ${i.buyer.code}`;
const state = (i: InvoiceRow) =>
  i.state === 'waiting'
    ? 'WAITING FOR A NUMBER RANGE'
    : i.state === 'voided'
      ? 'voided'
      : i.allowanced > 0
        ? `issued, allowanced NT$${i.allowanced}`
        : 'issued';
const line = (i: InvoiceRow) =>
  `${i.number ?? '(none yet)'} ${i.issuedOn ?? '-'} ${sold(i)} NT$${i.total}${i.tax !== null ? ` (sales ${i.sales} + tax ${i.tax})` : ''} ${state(i)} ${buyer(i)}`;

const month = (arg: string | undefined) => {
  const m = arg ?? taiwanDay(new Date()).date.slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(m)) throw new OperatorError(`not a month (YYYY-MM): ${m}`);
  return m;
};
const periodOf = (m: string) => taiwanDay(new Date(`${m}-15T00:00:00+08:00`)).period;

async function list(db: Db, m: string): Promise<string[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(or(eq(invoices.state, 'waiting'), like(invoices.issuedOn, `${m}-%`)))
    .orderBy(desc(eq(invoices.state, 'waiting')), asc(invoices.period), asc(invoices.number), asc(invoices.id));
  const failing = await db
    .select({ id: invoiceUploads.invoiceId, error: invoiceUploads.lastError })
    .from(invoiceUploads)
    .where(and(isNull(invoiceUploads.uploadedAt), like(invoiceUploads.lastError, '%')));
  const errors = new Map(failing.map((f) => [f.id, f.error]));
  return rows.length === 0
    ? [`no invoices in ${m}`]
    : rows.map((i) => line(i) + (errors.has(i.id) ? ` · upload failing: ${errors.get(i.id)}` : ''));
}

async function show(db: Db, number: string | undefined): Promise<string[]> {
  if (!number || !/^[A-Z]{2}\d{8}$/.test(number)) throw new OperatorError(`not an invoice number: ${number ?? '(missing)'}`);
  const found = await db.select().from(invoices).where(eq(invoices.number, number)).orderBy(desc(invoices.period));
  if (found.length === 0) throw new OperatorError(`invoice ${number} does not exist`);
  const out: string[] = [];
  for (const i of found) {
    out.push(`${line(i)} period ${i.period}`);
    const allowances = await db.select().from(invoiceAllowances).where(eq(invoiceAllowances.invoiceId, i.id));
    for (const a of allowances) out.push(`  allowance ${a.number} ${a.issuedOn} NT$${a.amount} (refund ${a.refundId})`);
    const uploads = await db
      .select()
      .from(invoiceUploads)
      .where(eq(invoiceUploads.invoiceId, i.id))
      .orderBy(asc(invoiceUploads.id));
    for (const u of uploads)
      out.push(
        `  upload ${u.kind} ${u.uploadedAt ? `taken ${u.uploadedAt.toISOString()}` : `not yet (${u.attempts} tries${u.lastError ? `: ${u.lastError}` : ''})`}`,
      );
  }
  return out;
}

async function ranges(db: Db, m: string): Promise<string[]> {
  const period = periodOf(m);
  const rows = await rangesOf(db, period);
  if (rows.length === 0) return [`period ${period}: no number range (invoices wait until one is added)`];
  return rows.map(
    (r) =>
      `period ${period} ${r.track}${String(r.first).padStart(8, '0')}-${r.track}${String(r.last).padStart(8, '0')} ${r.left > 0 ? `${r.left} left` : 'USED UP'}`,
  );
}

async function add(db: Db, m: string, range: string | undefined): Promise<string[]> {
  const period = periodOf(m);
  if (period !== m) throw new OperatorError(`a period starts in an odd month: ${period}, not ${m}`);
  let parsed;
  try {
    [parsed] = parseInvoiceTracks(range ?? '');
  } catch (err) {
    throw new OperatorError((err as Error).message.replace('INVOICE_TRACKS', 'the range'));
  }
  if (!parsed) throw new OperatorError('the range is missing (AB00050000-AB00099999)');
  if (!(await addRange(db, period, parsed))) throw new OperatorError(`${range} overlaps a range of ${period}`);
  let numbered = 0;
  while (await numberWaiting(db)) numbered++;
  return [`added ${range} to ${period}`, `${numbered} waiting invoice${numbered === 1 ? '' : 's'} numbered`];
}

/** Runs one invoice command (argv without the program name). */
export async function runInvoiceCommand(db: Db, argv: string[]): Promise<string[]> {
  const [command, a, b] = argv;
  switch (command) {
    case 'list':
      return list(db, month(a));
    case 'show':
      return show(db, a);
    case 'ranges':
      return ranges(db, month(a));
    case 'add-range':
      return add(db, month(a), b);
    default:
      throw new OperatorError(`usage:\n${invoiceUsage.join('\n')}`);
  }
}
