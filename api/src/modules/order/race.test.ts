import http from 'node:http';
import { and, eq, like, sql } from 'drizzle-orm';
import { coupons, orderItems, orders, users } from '../../db/schema';
import { startTestApi, type TestApi } from '../../testing/harness';
import { buyable, priceOf, setProduct, stockOf, twOrder, type Product } from '../../testing/order-fixtures';

// Hundreds of buyers at once, each on its own connection: stock and single-use coupons must hold.
let t: TestApi;
let p: Product;
const wide = new http.Agent({ keepAlive: true, maxSockets: Infinity });
beforeAll(async () => {
  t = await startTestApi();
  p = (await buyable(t))[0]!;
});
afterAll(async () => {
  wide.destroy();
  await t.close();
});

const buy = (body: unknown, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: '/api/v1/order', headers, payload: body, agent: wide });
const outcome = (r: { statusCode: number; json(): { error_code?: number } }) =>
  r.statusCode === 200 ? 200 : r.json().error_code;

async function members(n: number, tag: string): Promise<string[]> {
  const rows = await t.ctx.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `${tag}-${i}@example.com` })))
    .returning({ id: users.id });
  return Promise.all(rows.map(async (u) => `Bearer ${(await t.ctx.tokens.issue(u.id)).jwt}`));
}

test('500 buyers for 50 units: exactly 50 orders, stock 0, never negative', async () => {
  await setProduct(t, p.id, { stock: 50, purchaseLimit: 5 });
  const body = (i: number) => ({ ...twOrder([{ p, amount: 1 }]), guest_email: `buyer-${i}@example.com` });
  const results = await Promise.all(Array.from({ length: 500 }, (_, i) => buy(body(i))));
  const codes = results.map(outcome);
  expect(codes.filter((c) => c === 200)).toHaveLength(50);
  // The rest are told the product is no longer available (back to the cart, which shows it sold out).
  expect(codes.filter((c) => c !== 200)).toEqual(Array(450).fill(40031));
  expect(await stockOf(t, p.id)).toBe(0);
  const [sold] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int`, units: sql<number>`sum(${orderItems.amount})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, p.id), like(orders.guestEmail, 'buyer-%')));
  expect(sold).toEqual({ n: 50, units: 50 });
});

test('200 members type one single-use code at once: exactly one order gets it', async () => {
  const q = (await buyable(t))[1]!;
  await setProduct(t, q.id, { stock: 1000, purchaseLimit: 5 });
  const off = Math.min(200, priceOf(q));
  const base = twOrder([{ p: q, amount: 1 }], { coupon_code: 'ONCEONLY' });
  const body = { ...base, expected_total: base.expected_total - off };
  const buyers = await members(200, 'once');
  const results = await Promise.all(buyers.map((authorization) => buy(body, { authorization })));
  const codes = results.map(outcome);
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c !== 200)).toEqual(Array(199).fill(40048));
  const [coupon] = await t.ctx.db.select().from(coupons).where(eq(coupons.code, 'ONCEONLY'));
  expect(coupon!.usedCount).toBe(1);
  const [used] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.couponId, coupon!.id));
  expect(used!.n).toBe(1);
});

test('one member sends 100 orders with one claimed coupon at once: it is used once', async () => {
  const q = (await buyable(t))[2]!;
  await setProduct(t, q.id, { stock: 1000, purchaseLimit: 5 });
  const [authorization] = await members(1, 'eager');
  expect(
    (
      await t.inject({
        method: 'POST',
        url: '/api/v1/coupon',
        headers: { authorization: authorization! },
        payload: { code: 'ANY50' },
      })
    ).statusCode,
  ).toBe(200);
  const base = twOrder([{ p: q, amount: 1 }], { coupon_code: 'ANY50' });
  const body = { ...base, expected_total: base.expected_total - Math.min(50, priceOf(q)) };
  const codes = (await Promise.all(Array.from({ length: 100 }, () => buy(body, { authorization: authorization! })))).map(outcome);
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c !== 200)).toEqual(Array(99).fill(40045));
});
