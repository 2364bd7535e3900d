import { eq } from 'drizzle-orm';
import { AdminCouponClaimList, type AdminCouponCreate } from '@shop/shared/contract';
import { couponClaims } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { DAY } from '../../testing/kuji-campaigns';
import { buy, members, openBox, outcome, overdue, placed, wideAgent } from '../../testing/kuji-order-fixtures';
import { buyable, postOrder, priceOf, twOrder } from '../../testing/order-fixtures';
import { auditRows, operatorToken } from '../../testing/operators';
import { expireDueKujiOrders } from '../kuji-order/expiry';

// A coupon used up to N times per member (`member_use_limit`): concurrent orders of one member take at most N uses,
// all members together at most `use_limit`, and an expired order gives its use back.

let t: TestApi;
let merch: string;
beforeAll(async () => {
  t = await startTestApi();
  merch = await operatorToken(t, 'merchandiser');
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.inject({ method, url: `/api/admin/v1${url}`, headers: { authorization: merch }, ...(payload ? { payload } : {}) });

const terms = (over: Partial<AdminCouponCreate> = {}): AdminCouponCreate => ({
  name: { tw: '一番賞折 50', cn: '一番赏减 50', en: 'NT$50 off draws' },
  discount_amount: 50,
  scope: 'kuji',
  starts_at: new Date(Date.now() - DAY).toISOString(),
  ends_at: new Date(Date.now() + 7 * DAY).toISOString(),
  use_limit: 3,
  member_use_limit: 2,
  ...over,
});

async function made(over: Partial<AdminCouponCreate> = {}) {
  const res = await admin('POST', '/coupons', terms(over));
  expect(res.statusCode).toBe(200);
  return res.json().data as { coupon_id: number; code: string; member_use_limit: number };
}

const statusFor = async (auth: string, code: string) =>
  (await t.inject({ url: '/api/v1/coupon', headers: { authorization: auth } }))
    .json()
    .data.find((c: { code: string }) => c.code === code)?.status as string | undefined;

test('one member ordering 4 times at once uses it twice; another then gets the last of 3 uses', async () => {
  const coupon = await made();
  expect(coupon.member_use_limit).toBe(2);
  const [a, b] = await members(t, 2, 'member-uses');
  const box = await openBox(t, [20]);
  const agent = wideAgent();
  const order = (auth: string) => buy(t, { kuji_id: box, draws: 1, coupon_code: coupon.code }, { auth, agent });

  const first = (await Promise.all(Array.from({ length: 4 }, () => order(a!)))).map(outcome);
  expect(first.filter((c) => c === 200)).toHaveLength(2);
  expect(first.filter((c) => c !== 200)).toEqual([40045, 40045]);
  expect(await statusFor(a!, coupon.code)).toBe('used');

  const second = (await Promise.all(Array.from({ length: 3 }, () => order(b!)))).map(outcome);
  expect(second.filter((c) => c === 200)).toHaveLength(1);
  expect(second.filter((c) => c !== 200)).toEqual([40048, 40048]);
  expect(await statusFor(b!, coupon.code)).toBe('available');
  agent.destroy();

  expect((await admin('GET', `/coupons/${coupon.coupon_id}`)).json().data).toMatchObject({ used_count: 3, claimed_count: 2 });
  const claims = (await admin('GET', `/coupons/${coupon.coupon_id}/claims`)).json();
  expectShape(AdminCouponClaimList, claims);
  expect(claims.data.map((c: { uses: number }) => c.uses).sort()).toEqual([1, 2]);
});

test("an expired order gives its member's use back, and the member may use it again", async () => {
  const coupon = await made({ use_limit: null });
  const [a] = await members(t, 1, 'member-uses-back');
  const box = await openBox(t, [20]);
  const body = { kuji_id: box, draws: 1, coupon_code: coupon.code };
  const one = await placed(t, body, { auth: a! });
  const two = await placed(t, body, { auth: a! });
  expectError(await buy(t, body, { auth: a! }), 400, 40045);

  await overdue(t, two.order_id);
  expect(await expireDueKujiOrders(t.ctx.db)).toContain(two.order_id);
  const [claim] = await t.ctx.db.select().from(couponClaims).where(eq(couponClaims.couponId, coupon.coupon_id));
  expect(claim).toMatchObject({ uses: 1, kujiOrderId: null });
  expect(await statusFor(a!, coupon.code)).toBe('available');
  expect((await admin('GET', `/coupons/${coupon.coupon_id}`)).json().data.used_count).toBe(1);

  const three = await placed(t, body, { auth: a! });
  const [after] = await t.ctx.db.select().from(couponClaims).where(eq(couponClaims.couponId, coupon.coupon_id));
  expect(after).toMatchObject({ uses: 2, kujiOrderId: three.order_id });
  expect(one.order_id).not.toBe(three.order_id);
});

test('shop orders: 3 at once by one member take 2 uses; canceling one gives its use back', async () => {
  const coupon = await made({ scope: 'shop', use_limit: null });
  const [a] = await members(t, 1, 'member-uses-shop');
  const p = (await buyable(t)).find((x) => x.stock >= 10 && priceOf(x) >= 100 && x.purchaseLimit >= 1)!;
  const body = twOrder([{ p, amount: 1 }], { coupon_code: coupon.code });
  const order = { ...body, expected_total: body.expected_total - 50 };
  const results = await Promise.all(Array.from({ length: 3 }, () => postOrder(t, order, { authorization: a! })));
  expect(results.map(outcome).sort()).toEqual([200, 200, 40045]);
  expect(await statusFor(a!, coupon.code)).toBe('used');

  const canceled = results.find((r) => r.statusCode === 200)!.json().data.order.order_id as number;
  const res = await t.inject({ method: 'POST', url: `/api/v1/order/${canceled}/cancel`, headers: { authorization: a! } });
  expect(res.statusCode).toBe(200);
  const [claim] = await t.ctx.db.select().from(couponClaims).where(eq(couponClaims.couponId, coupon.coupon_id));
  expect(claim!.uses).toBe(1);
  expect(claim!.orderId).not.toBe(canceled);
  expect(await statusFor(a!, coupon.code)).toBe('available');
  expect((await admin('GET', `/coupons/${coupon.coupon_id}`)).json().data.used_count).toBe(1);
  expect((await postOrder(t, order, { authorization: a! })).statusCode).toBe(200);
});

test('per-member uses: default 1, recorded in the audit, never above the uses in all', async () => {
  const single = await made({ member_use_limit: undefined });
  expect(single.member_use_limit).toBe(1);
  const [row] = (await auditRows(t)).filter((r) => r.action === 'coupon.create' && r.targetId === String(single.coupon_id));
  expect(row?.after).toMatchObject({ member_use_limit: 1 });
  const before = (await admin('GET', '/coupons')).json().total as number;
  expectError(await admin('POST', '/coupons', terms({ use_limit: 2, member_use_limit: 3 })), 400, 40092);
  expectError(await admin('POST', '/coupons', terms({ member_use_limit: 0 })), 400, 40004);
  expectError(await admin('POST', '/coupons', terms({ member_use_limit: 1001 })), 400, 40004);
  expect((await admin('GET', '/coupons')).json().total).toBe(before);
  expect((await admin('POST', '/coupons', terms({ use_limit: null, member_use_limit: 5 }))).statusCode).toBe(200);
});
