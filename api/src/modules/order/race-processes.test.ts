import http from 'node:http';
import { eq } from 'drizzle-orm';
import { coupons, users } from '../../db/schema';
import { secondApiProcess, type ApiProcess } from '../../testing/api-process-spawn';
import { startTestApi, type TestApi } from '../../testing/harness';
import { request } from '../../testing/http';
import { buyable, priceOf, setProduct, stockOf, twOrder, type Product } from '../../testing/order-fixtures';

// The races again with TWO API processes on one PostgreSQL database (this test's server and a child process), the
// buyers split between them: only the database can keep stock and coupons right. PostgreSQL only (scripts/test.ts).
if (process.env.TEST_DB !== 'postgres') throw new Error('two API processes need PostgreSQL: run `npm run test -w api`');

let t: TestApi;
let other: ApiProcess;
let products: Product[];
const wide = new http.Agent({ keepAlive: true, maxSockets: Infinity });
beforeAll(async () => {
  t = await startTestApi();
  other = await secondApiProcess(t);
  products = await buyable(t);
});
afterAll(async () => {
  wide.destroy();
  await other?.stop();
  await t?.close();
});

/** Even buyers go to this process, odd ones to the other. */
const buy = (i: number, body: unknown, headers: Record<string, string> = {}) =>
  request(i % 2 ? other.base : t.base, { method: 'POST', url: '/api/v1/order', headers, payload: body, agent: wide });
const outcome = (r: { statusCode: number; json(): { error_code?: number } }) =>
  r.statusCode === 200 ? 200 : r.json().error_code;

test('500 buyers for 50 units across two processes: exactly 50 orders, stock 0', async () => {
  const p = products[0]!;
  await setProduct(t, p.id, { stock: 50, purchaseLimit: 5 });
  const results = await Promise.all(
    Array.from({ length: 500 }, (_, i) => buy(i, { ...twOrder([{ p, amount: 1 }]), guest_email: `two-${i}@example.com` })),
  );
  const codes = results.map(outcome);
  expect(codes.filter((c) => c === 200)).toHaveLength(50);
  expect(codes.filter((c) => c !== 200)).toEqual(Array(450).fill(40031));
  expect(await stockOf(t, p.id)).toBe(0);
});

test('200 members use one single-use code across two processes: exactly one order gets it', async () => {
  const p = products[1]!;
  await setProduct(t, p.id, { stock: 1000, purchaseLimit: 5 });
  const rows = await t.ctx.db
    .insert(users)
    .values(Array.from({ length: 200 }, (_, i) => ({ email: `two-coupon-${i}@example.com` })))
    .returning({ id: users.id });
  const tokens = await Promise.all(rows.map(async (u) => `Bearer ${(await t.ctx.tokens.issue(u.id)).jwt}`));
  const base = twOrder([{ p, amount: 1 }], { coupon_code: 'ONCEONLY' });
  const body = { ...base, expected_total: base.expected_total - Math.min(200, priceOf(p)) };
  const codes = (await Promise.all(tokens.map((authorization, i) => buy(i, body, { authorization })))).map(outcome);
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c !== 200)).toEqual(Array(199).fill(40048));
  const [coupon] = await t.ctx.db.select().from(coupons).where(eq(coupons.code, 'ONCEONLY'));
  expect(coupon!.usedCount).toBe(1);
});
