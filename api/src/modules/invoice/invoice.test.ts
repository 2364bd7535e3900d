import { and, eq, inArray, sql } from 'drizzle-orm';
import type { KujiOrder, OrderDetail, Purchase } from '@shop/shared/contract';
import { invoices, invoiceTracks, invoiceUploads, sandboxInvoiceFilings, users } from '../../db/schema';
import { createInvoiceIssuer, FilingRefused, type IssuedInvoiceFiling } from '../../providers/invoice';
import { expectError, startTestApi, type TestApi } from '../../testing/harness';
import { buy, get, members, openBox, paidNotice, placed, wideAgent } from '../../testing/kuji-order-fixtures';
import { buyable, postOrder, twOrder, type Product } from '../../testing/order-fixtures';
import { invoiceFilings, invoicesUploaded } from '../../testing/invoices';
import { eventually } from '../../testing/outbox';
import { payByCard } from '../../testing/payment-subject';
import { runOrderCommand } from '../order/operator';
import { issueInvoice } from './issue';
import { runInvoiceCommand } from './operator';
import { taiwanDay } from './period';
import { sendDueUploads, sendUploads } from './upload';

// Uniform e-invoices end to end: a paid order or kuji order has its invoice, numbered in order from the period's
// range with no gap and never twice however many payments land at once; a refund voids or allowances it; the
// sandbox value-added centre is told each once, even when the after-commit sender and the sweep run together.

let t: TestApi;
let tw: Product[];
const wide = wideAgent();
beforeAll(async () => {
  t = await startTestApi({ INVOICE_RETRY_SECONDS: '1' });
  tw = await buyable(t);
});
afterAll(async () => {
  wide.destroy();
  await t.close();
});

const period = () => taiwanDay(new Date()).period;
const digits = (n: string) => Number(n.slice(2));

async function newMember() {
  const [u] = await t.ctx.db
    .insert(users)
    .values({ email: `invoice-${Date.now()}-${Math.random()}@example.com` })
    .returning({ id: users.id });
  return { id: u!.id, auth: `Bearer ${(await t.ctx.tokens.issue(u!.id)).jwt}` };
}

/** A Taiwan order of one unit of `p`, paid on the sandbox's card page (so the gateway can refund it). */
async function paidOrder(auth: string, invoice?: unknown, p = tw[0]!) {
  const res = await postOrder(t, { ...twOrder([{ p, amount: 1 }]), ...(invoice ? { invoice } : {}) }, { authorization: auth });
  expect(res.statusCode).toBe(200);
  const order = res.json().data.order as OrderDetail & { purchase: Purchase };
  const paid = await payByCard(t, order.purchase.payment_url);
  expect(paid.statusCode).toBe(303);
  return order;
}

const readOrder = async (id: number, auth: string) =>
  (await t.inject({ url: `/api/v1/order/${id}`, headers: { authorization: auth } })).json().data as OrderDetail;
const orderOnce = (id: number, auth: string, check: (o: OrderDetail) => boolean, what: string) =>
  eventually(async () => {
    const o = await readOrder(id, auth);
    return check(o) ? o : undefined;
  }, what);
/** What the sandbox centre was sent for `number`, kinds in the order they came. */
const filed = (number: string) => invoiceFilings(t.ctx.db, number);
const allUploaded = () => invoicesUploaded(t.ctx.db);

test('200 kuji payments at once: 200 invoices numbered in order without a gap, each filed once', async () => {
  const box = await openBox(t, [100, 100], { perOrderLimit: 1 });
  const buyers = await members(t, 200, 'invoice-crowd');
  const orders = await Promise.all(buyers.map((auth) => placed(t, { kuji_id: box, draws: 1 }, { auth, agent: wide })));
  const issuer = createInvoiceIssuer(t.ctx.config, t.ctx.db, t.ctx.invoiceIssuers)!;
  const warned: object[] = [];
  const log = { warn: (details: object) => void warned.push(details), error: (details: object) => void warned.push(details) };
  const sender = { db: t.ctx.db, issuer, retrySeconds: 1, log };
  // The API's own sender wakes at each commit; two sweeps of this test run beside it all along.
  const paying = Promise.all(orders.map((o) => paidNotice(t, o.purchase, { agent: wide })));
  const sweeps = Promise.all([sendUploads(sender), sendUploads(sender)]);
  expect((await paying).map((r) => r.statusCode)).toEqual(Array(200).fill(200));
  await Promise.all([sweeps, sendUploads(sender), sendUploads(sender)]);

  const issued = await t.ctx.db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.subject, 'kuji_order'),
        inArray(
          invoices.subjectId,
          orders.map((o) => o.order_id),
        ),
      ),
    );
  expect(issued).toHaveLength(200);
  expect(issued.every((i) => i.state === 'issued' && i.period === period() && /^[A-Z]{2}\d{8}$/.test(i.number!))).toBe(true);
  // Every number the period's range gave so far, these and any other, runs from its first without a gap.
  const all = await t.ctx.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.period, period()));
  const numbers = all.map((i) => digits(i.number!)).sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i));
  const [range] = await t.ctx.db.select().from(invoiceTracks).where(eq(invoiceTracks.period, period()));
  expect(range!.nextNumber).toBe(numbers.length);

  await allUploaded();
  const filings = await t.ctx.db
    .select({ number: sandboxInvoiceFilings.number })
    .from(sandboxInvoiceFilings)
    .where(
      and(
        eq(sandboxInvoiceFilings.kind, 'issue'),
        inArray(
          sandboxInvoiceFilings.number,
          issued.map((i) => i.number!),
        ),
      ),
    );
  expect(filings).toHaveLength(200);
  // None was sent twice: the centre refuses a number it holds, which would show as an upload's error.
  const refused = await t.ctx.db
    .select()
    .from(invoiceUploads)
    .where(sql`${invoiceUploads.lastError} is not null`);
  expect(refused).toEqual([]);
  expect(warned).toEqual([]);
});

test('a payment whose transaction rolls back takes no number: the next one gets it', async () => {
  const [before] = await t.ctx.db.select().from(invoiceTracks).where(eq(invoiceTracks.period, period()));
  const sale = {
    subject: 'order' as const,
    subjectId: 2_000_000_001,
    choice: { kind: 'member' as const },
    memberCarrier: 'M1',
    total: 500,
  };
  await expect(
    t.ctx.db.transaction(async (tx) => {
      await issueInvoice(tx, sale);
      throw new Error('the payment failed after its invoice');
    }),
  ).rejects.toThrow('the payment failed');
  expect(await t.ctx.db.select().from(invoices).where(eq(invoices.subjectId, sale.subjectId))).toEqual([]);
  const m = await newMember();
  const order = await paidOrder(m.auth);
  const record = await orderOnce(order.order_id, m.auth, (o) => !!o.invoice?.issued, 'the invoice');
  expect(digits(record.invoice!.issued!.number!)).toBe(before!.nextNumber);
});

test('a paid Taiwan order shows its invoice; a company invoice states sales and the 5% tax apart', async () => {
  const m = await newMember();
  const order = await paidOrder(m.auth, { kind: 'company', business_number: '22099131', title: '台灣積體電路製造' });
  const record = await orderOnce(order.order_id, m.auth, (o) => !!o.invoice?.issued, 'the invoice');
  expect(record.invoice).toEqual({
    kind: 'company',
    code: '22099131',
    title: '台灣積體電路製造',
    issued: {
      number: expect.stringMatching(/^[A-Z]{2}\d{8}$/),
      date: taiwanDay(new Date()).date,
      state: 'issued',
      total: order.amounts.total,
      allowanced: 0,
    },
  });
  const [row] = await t.ctx.db.select().from(invoices).where(eq(invoices.number, record.invoice!.issued!.number!));
  const sales = Math.round(order.amounts.total / 1.05);
  expect(row).toMatchObject({ sales, tax: order.amounts.total - sales, buyer: { kind: 'company', code: '22099131' } });
  // A member carrier names the member.
  const plain = await paidOrder(m.auth);
  await orderOnce(plain.order_id, m.auth, (o) => !!o.invoice?.issued, 'the invoice');
  const [mine] = await t.ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.subject, 'order'), eq(invoices.subjectId, plain.order_id)));
  expect(mine!.buyer).toEqual({ kind: 'member', code: `M${m.id}` });
});

test('a full refund within the period voids the invoice, filed after its issue', async () => {
  const m = await newMember();
  const order = await paidOrder(m.auth);
  const issued = await orderOnce(order.order_id, m.auth, (o) => !!o.invoice?.issued, 'the invoice');
  const cancel = await t.inject({
    method: 'POST',
    url: `/api/v1/order/${order.order_id}/cancel`,
    headers: { authorization: m.auth },
  });
  expect(cancel.statusCode).toBe(200);
  const done = await orderOnce(order.order_id, m.auth, (o) => o.status === 'canceled', 'the refund to settle');
  expect(done.invoice!.issued).toMatchObject({ number: issued.invoice!.issued!.number, state: 'voided', allowanced: 0 });
  await allUploaded();
  expect((await filed(issued.invoice!.issued!.number!)).map((f) => f.kind)).toEqual(['issue', 'void']);
});

test('an upload sent again after its answer was lost is taken once; other content under its number is refused', async () => {
  const m = await newMember();
  const order = await paidOrder(m.auth);
  const number = (await orderOnce(order.order_id, m.auth, (o) => !!o.invoice?.issued?.number, 'the invoice')).invoice!.issued!
    .number!;
  await allUploaded();
  // The centre took it, but the sender never heard: its lease ran out and the row is due again.
  const [inv] = await t.ctx.db.select().from(invoices).where(eq(invoices.number, number));
  await t.ctx.db
    .update(invoiceUploads)
    .set({ uploadedAt: null, dueAt: sql`now()` })
    .where(and(eq(invoiceUploads.invoiceId, inv!.id), eq(invoiceUploads.kind, 'issue')));
  const issuer = createInvoiceIssuer(t.ctx.config, t.ctx.db, t.ctx.invoiceIssuers)!;
  const log = { warn: () => {}, error: () => {} };
  await sendDueUploads({ db: t.ctx.db, issuer, retrySeconds: 1, log });
  await allUploaded();
  const [upload] = await t.ctx.db
    .select()
    .from(invoiceUploads)
    .where(and(eq(invoiceUploads.invoiceId, inv!.id), eq(invoiceUploads.kind, 'issue')));
  expect(upload!.lastError).toBeNull();
  expect((await filed(number)).map((f) => f.kind)).toEqual(['issue']);
  // Another sale under a number the centre holds is refused for good.
  const other: IssuedInvoiceFiling = {
    number,
    date: inv!.issuedOn!,
    reference: `order:${order.order_id}`,
    buyer: inv!.buyer,
    total: inv!.total + 1,
    sales: null,
    tax: null,
    description: '商品',
  };
  await expect(issuer.issue(other)).rejects.toBeInstanceOf(FilingRefused);
});

test('a partial refund, and a full one after the period, are allowances of their own numbers', async () => {
  const m = await newMember();
  const order = await paidOrder(m.auth);
  const { number } = (await orderOnce(order.order_id, m.auth, (o) => !!o.invoice?.issued, 'the invoice')).invoice!.issued!;
  await runOrderCommand(t.ctx.db, ['refund', String(order.order_id), '100']);
  const part = await orderOnce(order.order_id, m.auth, (o) => o.invoice!.issued!.allowanced === 100, 'the allowance');
  expect(part.invoice!.issued).toMatchObject({ number, state: 'issued', allowanced: 100 });

  // Its period closed: the rest comes back as an allowance too, never a void.
  const other = await paidOrder(m.auth);
  const { number: old } = (await orderOnce(other.order_id, m.auth, (o) => !!o.invoice?.issued, 'the invoice')).invoice!.issued!;
  await t.ctx.db
    .update(invoices)
    .set({ period: '2020-01' })
    .where(and(eq(invoices.subject, 'order'), eq(invoices.subjectId, other.order_id)));
  await t.inject({ method: 'POST', url: `/api/v1/order/${other.order_id}/cancel`, headers: { authorization: m.auth } });
  const back = await orderOnce(other.order_id, m.auth, (o) => o.status === 'canceled', 'the refund to settle');
  expect(back.invoice!.issued).toMatchObject({ number: old, state: 'issued', allowanced: other.amounts.total });

  await allUploaded();
  const partFilings = await filed(number!);
  expect(partFilings.map((f) => [f.kind, f.body.amount ?? f.body.total])).toEqual([
    ['issue', order.amounts.total],
    ['allowance', 100],
  ]);
  const oldFilings = await filed(old!);
  expect(oldFilings.map((f) => [f.kind, f.body.amount ?? f.body.total])).toEqual([
    ['issue', other.amounts.total],
    ['allowance', other.amounts.total],
  ]);
  // Allowance numbers are their own, one each.
  expect(partFilings[1]!.number).toMatch(/^AL\d{14}$/);
  expect(partFilings[1]!.number).not.toBe(oldFilings[1]!.number);
});

test('a kuji order takes the invoice choice of POST order, refused with the same errors, and shows it once paid', async () => {
  const box = await openBox(t, [10]);
  const [auth] = await members(t, 1, 'invoice-kuji');
  expectError(await buy(t, { kuji_id: box, draws: 1, invoice: { kind: 'mobile', carrier: 'ABC1234' } }, { auth }), 400, 40080);
  expectError(await buy(t, { kuji_id: box, draws: 1, invoice: { kind: 'donation', love_code: '12' } }, { auth }), 400, 40082);
  const order = await placed(t, { kuji_id: box, draws: 1, invoice: { kind: 'donation', love_code: '8585' } }, { auth: auth! });
  expect(order.invoice).toEqual({ kind: 'donation', code: '8585', title: null, issued: null });
  expect((await paidNotice(t, order.purchase)).statusCode).toBe(200);
  const read = (await get(t, `/api/v1/kuji-order/${order.order_id}`, { auth: auth! })).json().data as KujiOrder;
  expect(read.invoice).toMatchObject({
    kind: 'donation',
    code: '8585',
    issued: { state: 'issued', total: order.total, allowanced: 0 },
  });
  const listed = await runInvoiceCommand(t.ctx.db, ['list']);
  expect(listed).toContainEqual(
    `${read.invoice!.issued!.number} ${read.invoice!.issued!.date} kuji order #${order.order_id} NT$${order.total} issued donation 8585`,
  );
});

test('ranges used up: the payment goes through, its invoice waits in plain sight until the operator adds a range', async () => {
  await t.ctx.db
    .update(invoiceTracks)
    .set({ lastNumber: sql`${invoiceTracks.nextNumber} - 1` })
    .where(eq(invoiceTracks.period, period()));
  expect((await runInvoiceCommand(t.ctx.db, ['ranges'])).every((l) => l.endsWith('USED UP'))).toBe(true);
  const box = await openBox(t, [10]);
  const [auth] = await members(t, 1, 'invoice-waiting');
  const order = await placed(t, { kuji_id: box, draws: 1 }, { auth: auth! });
  expect((await paidNotice(t, order.purchase)).statusCode).toBe(200);
  const read = async () => (await get(t, `/api/v1/kuji-order/${order.order_id}`, { auth: auth! })).json().data as KujiOrder;
  expect((await read()).status).toBe('paid');
  expect((await read()).invoice!.issued).toMatchObject({ number: null, date: null, state: 'waiting' });
  expect(await runInvoiceCommand(t.ctx.db, ['list'])).toContainEqual(
    `(none yet) - kuji order #${order.order_id} NT$${order.total} WAITING FOR A NUMBER RANGE carrier member M${await memberOf(order.order_id)}`,
  );

  const added = await runInvoiceCommand(t.ctx.db, ['add-range', period(), 'ZZ00000100-ZZ00000199']);
  expect(added).toEqual([`added ZZ00000100-ZZ00000199 to ${period()}`, '1 waiting invoice numbered']);
  expect((await read()).invoice!.issued).toMatchObject({
    number: 'ZZ00000100',
    date: taiwanDay(new Date()).date,
    state: 'issued',
  });
  await allUploaded();
  expect((await filed('ZZ00000100')).map((f) => f.kind)).toEqual(['issue']);
  const shown = await runInvoiceCommand(t.ctx.db, ['show', 'ZZ00000100']);
  expect(shown[0]).toContain(`kuji order #${order.order_id}`);
  expect(shown[1]).toMatch(/^ {2}upload issue taken /);
  await expect(runInvoiceCommand(t.ctx.db, ['add-range', period(), 'ZZ00000150-ZZ00000250'])).rejects.toThrow('overlaps');
});

async function memberOf(kujiOrderId: number): Promise<number> {
  const rows = (await t.ctx.db.execute(sql`select user_id from kuji_orders where id = ${kujiOrderId}`)) as unknown as {
    rows: { user_id: number }[];
  };
  return rows.rows[0]!.user_id;
}
