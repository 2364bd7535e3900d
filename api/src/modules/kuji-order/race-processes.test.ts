import type { KujiDrawRecord } from '@shop/shared/contract';
import { verifyDrawRecord } from '@shop/shared/kuji';
import { and, eq, inArray } from 'drizzle-orm';
import { invoices, invoiceUploads, sandboxInvoiceFilings } from '../../db/schema';
import { eventually } from '../../testing/outbox';
import { secondApiProcess, type ApiProcess } from '../../testing/api-process-spawn';
import { startTestApi, type TestApi } from '../../testing/harness';
import { boxOf, buy, countsOf, get, members, openBox, outcome, paidNotice, wideAgent } from '../../testing/kuji-order-fixtures';

// The kuji race again with TWO API processes on one PostgreSQL database (this test's server and a child
// process), buyers and payments split between them: only the database can keep the box and the invoice numbers right.
// PostgreSQL only (scripts/test.ts).
if (process.env.TEST_DB !== 'postgres') throw new Error('two API processes need PostgreSQL: run `npm run test -w api`');

let t: TestApi;
let other: ApiProcess;
const wide = wideAgent();
beforeAll(async () => {
  t = await startTestApi();
  other = await secondApiProcess(t);
});
afterAll(async () => {
  wide.destroy();
  await other?.stop();
  await t?.close();
});

/** Even callers go to this process, odd ones to the other. */
const via = (i: number) => ({ agent: wide, ...(i % 2 ? { base: other.base } : {}) });

test('1,000 buyers for 100 tickets across two processes: 100 orders, each ticket drawn once, the Last One once', async () => {
  const box = await openBox(t, [5, 15, 30, 50]);
  const buyers = await members(t, 1000, 'two-crowd');
  const results = await Promise.all(buyers.map((auth, i) => buy(t, { kuji_id: box, draws: 1 }, { auth, ...via(i) })));
  const codes = results.map(outcome);
  expect(codes.filter((c) => c === 200)).toHaveLength(100);
  expect(codes.filter((c) => c !== 200)).toEqual(Array(900).fill(40071));

  const orders: { order_id: number; purchase: { purchase_id: string; method: string; amount: number } }[] = results
    .filter((r) => r.statusCode === 200)
    .map((r) => r.json().data);
  const paid = await Promise.all(orders.map((o, i) => paidNotice(t, o.purchase, via(i))));
  expect(paid.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
  const tickets = await boxOf(t, box);
  expect(new Set(tickets.map((x) => x.orderId))).toEqual(new Set(orders.map((o) => o.order_id)));
  expect(tickets.every((x) => x.orderId !== null)).toBe(true);
  expect(await countsOf(t, box)).toMatchObject({ reserved: 100, drawn: 100, lastOneOrderId: tickets[99]!.orderId });

  // Their invoices, numbered by either process, run without a gap; both processes' senders file each once.
  const issued = await t.ctx.db
    .select({ id: invoices.id, number: invoices.number })
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
  const numbers = issued.map((i) => Number(i.number!.slice(2))).sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => numbers[0]! + i));
  const uploads = await eventually(async () => {
    const rows = await t.ctx.db
      .select()
      .from(invoiceUploads)
      .where(
        inArray(
          invoiceUploads.invoiceId,
          issued.map((i) => i.id),
        ),
      );
    return rows.length === 100 && rows.every((u) => u.uploadedAt !== null) ? rows : undefined;
  }, 'the invoices to be filed');
  expect(uploads.filter((u) => u.lastError !== null)).toEqual([]);
  const filed = await t.ctx.db
    .select({ number: sandboxInvoiceFilings.number })
    .from(sandboxInvoiceFilings)
    .where(
      inArray(
        sandboxInvoiceFilings.number,
        issued.map((i) => i.number!),
      ),
    );
  expect(filed).toHaveLength(100);
});

test('v2: 200 buyers paid through two processes, both drawing: places 1–100 once, every ticket once, a fair record', async () => {
  const box = await openBox(t, [10, 90], { beacon: t.ctx.beacon.chain() });
  const buyers = await members(t, 200, 'two-beacon');
  const results = await Promise.all(buyers.map((auth, i) => buy(t, { kuji_id: box, draws: 1 }, { auth, ...via(i) })));
  const orders: { order_id: number; purchase: { purchase_id: string; method: string; amount: number } }[] = results
    .filter((r) => r.statusCode === 200)
    .map((r) => r.json().data);
  expect(orders).toHaveLength(100);
  const paid = await Promise.all(orders.map((o, i) => paidNotice(t, o.purchase, via(i))));
  expect(paid.map((r) => r.statusCode)).toEqual(Array(100).fill(200));

  // Both processes' drawers race for the same places once their rounds are out.
  let record: KujiDrawRecord;
  const until = Date.now() + 30_000;
  do {
    await new Promise((resolve) => setTimeout(resolve, 250));
    record = (await get(t, `/api/v1/kuji/${box}/draws`, { base: other.base })).json().data;
  } while (record.draws.some((d) => d.signature === null) && Date.now() < until);
  expect(record.draws.map((d) => d.place)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  expect(record.draws.flatMap((d) => d.tickets).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  expect(await verifyDrawRecord(record)).toMatchObject({ fair: true, failed: null });
  expect(new Set((await boxOf(t, box)).map((x) => x.orderId))).toEqual(new Set(orders.map((o) => o.order_id)));
});
