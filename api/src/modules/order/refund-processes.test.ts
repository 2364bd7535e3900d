import http from 'node:http';
import { eq, inArray } from 'drizzle-orm';
import type { OrderDetail, Purchase } from '@shop/shared/contract';
import { orders, purchases, refunds, sandboxRefunds, users } from '../../db/schema';
import { secondApiProcess, type ApiProcess } from '../../testing/api-process-spawn';
import { startTestApi, type TestApi } from '../../testing/harness';
import { request } from '../../testing/http';
import { eventually } from '../../testing/outbox';
import { buyable, postOrder, setProduct, twOrder, type Product } from '../../testing/order-fixtures';
import { payByCard } from '../../testing/payment-subject';

// Refunds with TWO API processes on one PostgreSQL database (this test's server and a child process): a shopper's
// cancel pressed in both at once, and an operator's partial refunds split between them. Only the database's row locks
// keep each payment refunded once and never beyond what was paid. PostgreSQL only (scripts/test.ts).
if (process.env.TEST_DB !== 'postgres') throw new Error('two API processes need PostgreSQL: run `npm run test -w api`');

let t: TestApi;
let other: ApiProcess;
let p: Product;
const wide = new http.Agent({ keepAlive: true, maxSockets: Infinity });
beforeAll(async () => {
  t = await startTestApi();
  other = await secondApiProcess(t);
  p = (await buyable(t)).find((x) => (x.sellingPrice ?? x.markedPrice) >= 500)!;
  await setProduct(t, p.id, { stock: 1000, purchaseLimit: 5 });
});
afterAll(async () => {
  wide.destroy();
  await other?.stop();
  await t?.close();
});

/** A member's order of one unit, paid on the sandbox's card page. */
async function paidOrder(i: number) {
  const [u] = await t.ctx.db
    .insert(users)
    .values({ email: `refund-two-${i}-${Date.now()}@example.com` })
    .returning({ id: users.id });
  const auth = `Bearer ${(await t.ctx.tokens.issue(u!.id)).jwt}`;
  const res = await postOrder(t, twOrder([{ p, amount: 1 }], { payment_method: 'credit_card' }), { authorization: auth });
  const order = res.json().data.order as OrderDetail & { purchase: Purchase };
  expect((await payByCard(t, order.purchase.payment_url)).statusCode).toBe(303);
  return { order, auth };
}

test('40 paid orders, each canceled in both processes at once: every one refunded exactly once, in full', async () => {
  const placed = [];
  for (let i = 0; i < 40; i++) placed.push(await paidOrder(i));
  const presses = await Promise.all(
    placed.flatMap(({ order, auth }) =>
      [t.base, other.base].map((base) =>
        request(base, {
          method: 'POST',
          url: `/api/v1/order/${order.order_id}/cancel`,
          headers: { authorization: auth },
          agent: wide,
        }),
      ),
    ),
  );
  expect(presses.map((r) => r.statusCode)).toEqual(Array(80).fill(200));
  const ids = placed.map(({ order }) => order.order_id);
  const done = await eventually(async () => {
    const rows = await t.ctx.db.select().from(orders).where(inArray(orders.id, ids));
    return rows.every((o) => o.status === 'canceled') ? rows : undefined;
  }, 'every order refunded');
  expect(done.every((o) => o.refundedAmount === o.total)).toBe(true);
  const purchaseIds = placed.map(({ order }) => order.purchase.purchase_id);
  const written = await t.ctx.db.select().from(refunds).where(inArray(refunds.purchaseId, purchaseIds));
  expect(written).toHaveLength(40);
  const refs = await t.ctx.db.select({ ref: purchases.providerRef }).from(purchases).where(inArray(purchases.id, purchaseIds));
  const atGateway = await t.ctx.db
    .select()
    .from(sandboxRefunds)
    .where(
      inArray(
        sandboxRefunds.paymentRef,
        refs.map((r) => r.ref),
      ),
    );
  expect(atGateway).toHaveLength(40);
});

test("100 partial refunds of one payment split across both processes' operators: never more back than was paid", async () => {
  const { order, auth } = await paidOrder(100);
  const total = order.amounts.total;
  const step = Math.ceil(total / 30);
  const runs = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      request(i % 2 ? other.base : t.base, {
        method: 'POST',
        url: '/dev/orders',
        payload: { argv: ['refund', String(order.order_id), String(step)] },
        agent: wide,
      }),
    ),
  );
  const taken = runs.filter((r) => r.statusCode === 200).length;
  expect(taken).toBe(Math.floor(total / step));
  expect(runs.filter((r) => r.statusCode !== 200).every((r) => /left to refund/.test(r.body))).toBe(true);
  const settled = await eventually(async () => {
    const rows = await t.ctx.db.select().from(refunds).where(eq(refunds.purchaseId, order.purchase.purchase_id));
    return rows.every((r) => r.state === 'succeeded') ? rows : undefined;
  }, 'every partial refund settled');
  expect(settled).toHaveLength(taken);
  const record = await request(t.base, { url: `/api/v1/order/${order.order_id}`, headers: { authorization: auth } });
  expect(record.json().data.refunded_amount).toBe(taken * step);
});
