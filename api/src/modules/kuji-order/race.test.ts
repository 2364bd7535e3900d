import { inArray } from 'drizzle-orm';
import { purchases } from '../../db/schema';
import { startTestApi, type TestApi } from '../../testing/harness';
import {
  boxOf,
  buy,
  countsOf,
  members,
  openBox,
  outcome,
  overdue,
  paidNotice,
  wideAgent,
} from '../../testing/kuji-order-fixtures';
import { expireDueKujiOrders } from './service';

// Crowds at once, each buyer on its own connection: the box never sells more tickets than it holds, paying
// hands every ticket to exactly one order in box order, and the Last One goes out once.

let t: TestApi;
const wide = wideAgent();
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  wide.destroy();
  await t.close();
});

type Placed = { order_id: number; draws: number; purchase: { purchase_id: string; method: string; amount: number } };

test('1,000 single-draw buyers for 100 tickets: 100 orders; paying them all at once draws each ticket once', async () => {
  const box = await openBox(t, [5, 15, 30, 50]);
  const buyers = await members(t, 1000, 'crowd');
  const results = await Promise.all(buyers.map((auth) => buy(t, { kuji_id: box, draws: 1 }, { auth, agent: wide })));
  const codes = results.map(outcome);
  expect(codes.filter((c) => c === 200)).toHaveLength(100);
  // Everyone else is told the box has not enough tickets left.
  expect(codes.filter((c) => c !== 200)).toEqual(Array(900).fill(40071));
  expect(await countsOf(t, box)).toMatchObject({ reserved: 100, drawn: 0 });

  const orders: Placed[] = results.filter((r) => r.statusCode === 200).map((r) => r.json().data);
  const paid = await Promise.all(orders.map((o) => paidNotice(t, o.purchase, { agent: wide })));
  expect(paid.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
  const tickets = await boxOf(t, box);
  expect(tickets.map((x) => x.position)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  // Every ticket drawn, by a different order each, and every order holds exactly one.
  expect(tickets.every((x) => x.orderId !== null)).toBe(true);
  expect(new Set(tickets.map((x) => x.orderId)).size).toBe(100);
  expect(new Set(tickets.map((x) => x.orderId))).toEqual(new Set(orders.map((o) => o.order_id)));
  expect(await countsOf(t, box)).toMatchObject({ reserved: 100, drawn: 100, total: 100, lastOneOrderId: tickets[99]!.orderId });
});

test('300 buyers of 1 to 5 draws: never more than the box, and paid orders hold disjoint runs of the box order', async () => {
  const box = await openBox(t, [40, 60]);
  const buyers = await members(t, 300, 'several');
  const draws = buyers.map((_, i) => (i % 5) + 1);
  const results = await Promise.all(buyers.map((auth, i) => buy(t, { kuji_id: box, draws: draws[i] }, { auth, agent: wide })));
  const orders: Placed[] = results.filter((r) => r.statusCode === 200).map((r) => r.json().data);
  expect(results.filter((r) => r.statusCode !== 200).every((r) => outcome(r) === 40071)).toBe(true);
  const sold = orders.reduce((sum, o) => sum + o.draws, 0);
  expect(sold).toBeLessThanOrEqual(100);
  // What is left is less than any refused buyer asked for.
  const refused = draws.filter((_, i) => results[i]!.statusCode !== 200);
  expect(100 - sold).toBeLessThan(Math.min(...refused));
  expect(await countsOf(t, box)).toMatchObject({ reserved: sold });

  await Promise.all(orders.map((o) => paidNotice(t, o.purchase, { agent: wide })));
  const tickets = (await boxOf(t, box)).filter((x) => x.orderId !== null);
  expect(tickets.map((x) => x.position)).toEqual(Array.from({ length: sold }, (_, i) => i + 1));
  for (const o of orders) {
    const mine = tickets.filter((x) => x.orderId === o.order_id).map((x) => x.position);
    expect(mine).toHaveLength(o.draws);
    expect(mine[mine.length - 1]! - mine[0]!).toBe(o.draws - 1);
  }
  expect(await countsOf(t, box)).toMatchObject({ reserved: sold, drawn: sold });
});

test('payments racing the expiry sweep: each order ends paid with its ticket, or expired with it back, never both', async () => {
  const box = await openBox(t, [80]);
  const buyers = await members(t, 80, 'late-crowd');
  const orders: Placed[] = (
    await Promise.all(buyers.map((auth) => buy(t, { kuji_id: box, draws: 1 }, { auth, agent: wide })))
  ).map((r) => r.json().data);
  for (const o of orders) await overdue(t, o.order_id);
  await Promise.all([
    expireDueKujiOrders(t.ctx.db),
    ...orders.map((o) => paidNotice(t, o.purchase, { agent: wide })),
    expireDueKujiOrders(t.ctx.db),
  ]);
  await expireDueKujiOrders(t.ctx.db);
  const tickets = (await boxOf(t, box)).filter((x) => x.orderId !== null);
  const rows = await t.ctx.db
    .select({ id: purchases.subjectId, refund: purchases.refundRequired })
    .from(purchases)
    .where(
      inArray(
        purchases.id,
        orders.map((o) => o.purchase.purchase_id),
      ),
    );
  const drawnBy = new Set(tickets.map((x) => x.orderId));
  // A paid order holds its ticket and its payment is kept; an expired one's payment is marked for a refund.
  for (const r of rows) expect(drawnBy.has(r.id)).toBe(!r.refund);
  expect(tickets.map((x) => x.position)).toEqual(Array.from({ length: tickets.length }, (_, i) => i + 1));
  expect(await countsOf(t, box)).toMatchObject({ reserved: tickets.length, drawn: tickets.length });
});
