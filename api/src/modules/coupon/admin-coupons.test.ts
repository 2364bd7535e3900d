import { AdminCouponClaimList, AdminCouponData, AdminCouponList, type AdminCouponCreate } from '@shop/shared/contract';
import { ApiError } from '../../platform/errors';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { DAY } from '../../testing/kuji-campaigns';
import { get, members, openBox, placed, quote } from '../../testing/kuji-order-fixtures';
import { auditRows, operatorToken, testOperator } from '../../testing/operators';
import { createAdminCoupon } from './admin-coupons';

// The console's coupons: made with a random code, claimed and used by members through v1 exactly as a seeded one,
// read with their claims and uses, disabled (no more claims or uses; placed orders keep their discount).

let t: TestApi;
let merch: string;
let owner: string;
let staff: string;
beforeAll(async () => {
  t = await startTestApi();
  [merch, owner, staff] = await Promise.all([
    operatorToken(t, 'merchandiser'),
    operatorToken(t, 'owner'),
    operatorToken(t, 'staff'),
  ]);
});
afterAll(() => t.close());

const admin = (method: string, url: string, auth: string | undefined, payload?: unknown) =>
  t.inject({
    method: method as 'GET',
    url: `/api/admin/v1${url}`,
    headers: auth ? { authorization: auth } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const terms = (over: Partial<AdminCouponCreate> = {}): AdminCouponCreate => ({
  name: { tw: '一番賞折 100', cn: '一番赏减 100', en: 'NT$100 off draws' },
  discount_amount: 100,
  scope: 'kuji',
  starts_at: new Date(Date.now() - DAY).toISOString(),
  ends_at: new Date(Date.now() + 7 * DAY).toISOString(),
  use_limit: 2,
  ...over,
});

async function created(over: Partial<AdminCouponCreate> = {}, auth = merch) {
  const res = await admin('POST', '/coupons', auth, terms(over));
  expect(res.statusCode).toBe(200);
  expectShape(AdminCouponData, res.json());
  return res.json().data as { coupon_id: number; code: string; starts_at: string; ends_at: string };
}

const claim = (code: string, auth: string) =>
  t.inject({ method: 'POST', url: '/api/v1/coupon', headers: { authorization: auth }, payload: { code } });

test('a coupon made in the console gets a random code, and members claim and use it through v1', async () => {
  const coupon = await created();
  expect(coupon.code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{12}$/);
  expect(coupon).toMatchObject({ status: 'active', use_limit: 2, used_count: 0, scope: 'kuji' });
  const [row] = (await auditRows(t)).filter((r) => r.action === 'coupon.create' && r.targetId === String(coupon.coupon_id));
  expect(row?.after).toMatchObject({ code: coupon.code, discount_amount: 100 });

  const [a, b] = await members(t, 2, 'admin-coupon');
  const box = await openBox(t, [3, 3]);
  expect((await claim(coupon.code.toLowerCase(), a!)).statusCode).toBe(200);
  const priced = await quote(t, { kuji_id: box, draws: 2, coupon_code: coupon.code }, { auth: a! });
  expect(priced.json().data).toMatchObject({ subtotal: 600, discount: 100, total: 500 });
  const order = await placed(t, { kuji_id: box, draws: 2, coupon_code: coupon.code }, { auth: a! });
  expect(order).toMatchObject({ discount: 100, total: 500 });
  expect((await claim(coupon.code, b!)).statusCode).toBe(200);

  const claims = (await admin('GET', `/coupons/${coupon.coupon_id}/claims`, merch)).json();
  expectShape(AdminCouponClaimList, claims);
  expect(claims.total).toBe(2);
  const used = claims.data.find((c: { kuji_order_id: number | null }) => c.kuji_order_id !== null);
  expect(used).toMatchObject({ kuji_order_id: order.order_id, order_id: null });
  expect(used.used_at).not.toBeNull();
  expect((await admin('GET', `/coupons/${coupon.coupon_id}`, owner)).json().data).toMatchObject({
    claimed_count: 2,
    used_count: 1,
  });

  const list = (await admin('GET', '/coupons?page_size=5', merch)).json();
  expectShape(AdminCouponList, list);
  expect(list.data[0].coupon_id).toBe(coupon.coupon_id);
});

test('disabled: no more claims or uses, and the order already placed keeps its discount', async () => {
  const coupon = await created({ use_limit: null });
  const [a, b, c] = await members(t, 3, 'admin-coupon-off');
  const box = await openBox(t, [5]);
  const order = await placed(t, { kuji_id: box, draws: 2, coupon_code: coupon.code }, { auth: a! });
  expect((await claim(coupon.code, b!)).statusCode).toBe(200);

  const res = await admin('POST', `/coupons/${coupon.coupon_id}/disable`, merch);
  expect(res.statusCode).toBe(200);
  expect(res.json().data.status).toBe('over');
  const [row] = (await auditRows(t)).filter((r) => r.action === 'coupon.disable' && r.targetId === String(coupon.coupon_id));
  expect(row?.before).toEqual({ starts_at: coupon.starts_at, ends_at: coupon.ends_at });
  expect(new Date((row?.after as { ends_at: string }).ends_at).getTime()).toBeLessThanOrEqual(Date.now());

  expectError(await claim(coupon.code, c!), 400, 40042);
  expectError(await quote(t, { kuji_id: box, draws: 1, coupon_code: coupon.code }, { auth: b! }), 400, 40042);
  const kept = (await get(t, `/api/v1/kuji-order/${order.order_id}`, { auth: a! })).json().data;
  expect(kept).toMatchObject({ discount: 100, total: 500 });
  expectError(await admin('POST', `/coupons/${coupon.coupon_id}/disable`, owner), 409, 40939);
});

test('two operators disabling one coupon at once: one disables it, the other is told it is over', async () => {
  const coupon = await created();
  const results = await Promise.all([merch, owner].map((auth) => admin('POST', `/coupons/${coupon.coupon_id}/disable`, auth)));
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  expectError(
    results.find((r) => r.statusCode === 409)!,
    409,
    40939,
  );
  const rows = (await auditRows(t)).filter((r) => r.action === 'coupon.disable' && r.targetId === String(coupon.coupon_id));
  expect(rows).toHaveLength(1);
});

test('a typed code outside production, once; in production codes are random only', async () => {
  const code = `T${process.pid}`.slice(0, 12);
  const typed = await created({ code: code.toLowerCase(), scope: 'any' }, owner);
  expect(typed.code).toBe(code.toUpperCase());
  expectError(await admin('POST', '/coupons', merch, terms({ code })), 409, 40937);
  const operator = await testOperator(t, 'merchandiser');
  const production = createAdminCoupon(
    t.ctx.db,
    { production: true },
    { ...operator, name: 'm', role: 'merchandiser', refundLimit: null, session: '' },
    terms({ code: 'PRODCODE' }),
  );
  await expect(production).rejects.toBeInstanceOf(ApiError);
  await expect(production).rejects.toMatchObject({ entry: { code: 40097 } });
});

test('bad terms are refused with their reason, and nothing is written', async () => {
  const before = (await admin('GET', '/coupons', merch)).json().total as number;
  expectError(await admin('POST', '/coupons', merch, terms({ discount_amount: 0 })), 400, 40099);
  expectError(await admin('POST', '/coupons', merch, terms({ discount_amount: 0, free_shipping: true })), 400, 40099);
  const backwards = { starts_at: new Date(Date.now() + DAY).toISOString(), ends_at: new Date().toISOString() };
  expectError(await admin('POST', '/coupons', merch, terms(backwards)), 400, 40099);
  expectError(await admin('POST', '/coupons', merch, terms({ code: 'no spaces' })), 400, 40004);
  expectError(await admin('POST', '/coupons', merch, { ...terms(), scope: 'everything' }), 400, 40004);
  expectError(await admin('POST', '/coupons', merch, { ...terms(), use_limit: 0 }), 400, 40004);
  expect((await admin('GET', '/coupons', merch)).json().total).toBe(before);
  for (const url of ['/coupons/2147483647', '/coupons/2147483647/claims'])
    expectError(await admin('GET', url, merch), 404, 40457);
  expectError(await admin('POST', '/coupons/2147483647/disable', merch), 404, 40457);
});

test('only the owner and merchandisers: 401 without a session, 403 for staff', async () => {
  const coupon = await created();
  const calls: [string, string, unknown?][] = [
    ['GET', '/coupons'],
    ['POST', '/coupons', terms()],
    ['GET', `/coupons/${coupon.coupon_id}`],
    ['GET', `/coupons/${coupon.coupon_id}/claims`],
    ['POST', `/coupons/${coupon.coupon_id}/disable`],
  ];
  for (const [method, url, body] of calls) {
    expectError(await admin(method, url, undefined, body), 401, 40141);
    expectError(await admin(method, url, staff, body), 403, 40340);
  }
  expect((await admin('GET', `/coupons/${coupon.coupon_id}`, merch)).json().data.status).toBe('active');
});
