import { eq } from 'drizzle-orm';
import { KujiQuoteBody } from '@shop/shared/contract';
import { couponClaims, coupons } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { buyable, postOrder, twOrder } from '../../testing/order-fixtures';
import { buy, members, openBox, placed, quote } from '../../testing/kuji-order-fixtures';

// Coupons on draws: a coupon's scope says where it applies (`kuji`, `shop` or `any`); the kuji checkout's quote
// and the order agree; a coupon is used by one order.

let t: TestApi;
let box: number;
beforeAll(async () => {
  t = await startTestApi();
  box = await openBox(t, [10, 20], { price: 300 });
});
afterAll(() => t.close());

const DAY = 86_400_000;
async function addCoupon(code: string, values: Partial<typeof coupons.$inferInsert>) {
  await t.ctx.db.insert(coupons).values({
    code,
    nameTw: code,
    nameCn: code,
    nameEn: code,
    discountAmount: 50,
    startsAt: new Date(Date.now() - DAY),
    endsAt: new Date(Date.now() + DAY),
    ...values,
  });
}

test('KUJI100 takes NT$100 off draws: quoted, charged and then used, once', async () => {
  const [member] = await members(t, 1, 'kuji-coupon');
  const body = { kuji_id: box, draws: 2, coupon_code: 'kuji100' };
  const priced = await quote(t, body, { auth: member, headers: { locale: 'en' } });
  expect(priced.statusCode).toBe(200);
  expectShape(KujiQuoteBody, priced.json());
  const applied = { code: 'KUJI100', display_name: 'Ichiban Kuji cheer', discount: 100, free_shipping: false };
  expect(priced.json().data).toMatchObject({ subtotal: 600, discount: 100, total: 500, coupon: applied });
  const order = await placed(t, body, { auth: member, headers: { locale: 'en' } });
  expect(order).toMatchObject({ subtotal: 600, discount: 100, total: 500, coupon: applied, purchase: { amount: 500 } });
  // Claimed on the way and used by this order: the coupon list says so, and where it applies.
  const mine = (await t.inject({ url: '/api/v1/coupon', headers: { authorization: member!, locale: 'en' } })).json().data;
  expect(mine).toEqual([
    expect.objectContaining({ code: 'KUJI100', status: 'used', conditions: 'Any amount · Ichiban Kuji only' }),
  ]);
  const [claim] = await t.ctx.db.select().from(couponClaims).where(eq(couponClaims.kujiOrderId, order.order_id));
  expect(claim).toMatchObject({ orderId: null });
  expect(claim!.usedAt).not.toBeNull();
  expectError(await quote(t, body, { auth: member }), 400, 40045);
  expectError(await buy(t, body, { auth: member }), 400, 40045);
});

test("a shop coupon is refused on draws, and the shop's checkout refuses a kuji coupon", async () => {
  const [member] = await members(t, 1, 'kuji-scope');
  for (const call of [quote, buy]) {
    const res = await call(t, { kuji_id: box, draws: 1, coupon_code: 'ANY50' }, { auth: member, headers: { locale: 'en' } });
    expect(expectError(res, 400, 40050).error_msg).toBe('This coupon can only be used for shop orders');
  }
  const p = (await buyable(t))[0]!;
  const shopOrder = twOrder([{ p, amount: 1 }], { coupon_code: 'KUJI100' });
  const { lines, country_code, delivery_method, coupon_code } = shopOrder;
  const shopQuote = await t.inject({
    method: 'POST',
    url: '/api/v1/order/coupon',
    headers: { authorization: member!, locale: 'en' },
    payload: { lines, country_code, delivery_method, coupon_code },
  });
  expect(expectError(shopQuote, 400, 40051).error_msg).toBe('This coupon can only be used for Ichiban Kuji draws');
  expectError(await postOrder(t, shopOrder, { authorization: member! }), 400, 40051);
  const [kuji100] = await t.ctx.db.select().from(coupons).where(eq(coupons.code, 'KUJI100'));
  const claims = await t.ctx.db.select().from(couponClaims).where(eq(couponClaims.couponId, kuji100!.id));
  expect(claims).toHaveLength(1); // the first test's member only: a refused order claims nothing
});

test("an 'any' coupon applies to draws; one limited to a shipping origin or region does not", async () => {
  await addCoupon('ANYWHERE50', { scope: 'any' });
  await addCoupon('TWONLY50', { scope: 'any', region: 'TW' });
  const [member] = await members(t, 1, 'kuji-any');
  const ok = await quote(t, { kuji_id: box, draws: 1, coupon_code: 'ANYWHERE50' }, { auth: member });
  expect(ok.json().data).toMatchObject({ subtotal: 300, discount: 50, total: 250, coupon: { code: 'ANYWHERE50' } });
  expectError(await quote(t, { kuji_id: box, draws: 1, coupon_code: 'TWONLY50' }, { auth: member }), 400, 40047);
});

test('a coupon needs draws worth its threshold and more than it takes off; dates and unknown codes are refused', async () => {
  await addCoupon('BIG300', { scope: 'kuji', discountAmount: 300 });
  await addCoupon('FROM900', { scope: 'kuji', minOrder: 900 });
  await addCoupon('LATER50', { scope: 'kuji', startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + 2 * DAY) });
  await addCoupon('PAST50', { scope: 'kuji', startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - DAY) });
  const [member] = await members(t, 1, 'kuji-terms');
  const priced = (code: string, draws: number) => quote(t, { kuji_id: box, draws, coupon_code: code }, { auth: member });
  expectError(await priced('BIG300', 1), 400, 40046);
  expect((await priced('BIG300', 2)).json().data).toMatchObject({ discount: 300, total: 300 });
  expectError(await priced('FROM900', 2), 400, 40046);
  expect((await priced('FROM900', 3)).json().data).toMatchObject({ discount: 50, total: 850 });
  expectError(await priced('LATER50', 1), 400, 40049);
  expectError(await priced('PAST50', 1), 400, 40042);
  expectError(await priced('NOSUCHCODE', 1), 400, 40040);
});
