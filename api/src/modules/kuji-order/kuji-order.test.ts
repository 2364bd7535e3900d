import { KujiDetailBody, KujiOrderBody, KujiOrderList, KujiQuoteBody } from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { buy, countsOf, get, members, openBox, placed, quote, boxOf } from '../../testing/kuji-order-fixtures';

// The routes as the kuji checkout, the draw show and the member's kuji history call them: what they answer,
// what they refuse (bad input, no token, someone else's order) and what a sale holds.

let t: TestApi;
let demo: string;
let other: string;
let box: number;
beforeAll(async () => {
  t = await startTestApi();
  demo = await t.login();
  other = (await members(t, 1, 'kuji-other'))[0]!;
  box = await openBox(t, [5, 10, 15]);
});
afterAll(() => t.close());

const en = { locale: 'en' };

test('a member buys 3 draws: the order holds 3 tickets and waits for its payment, knowing nothing of its prizes', async () => {
  const before = Date.now();
  const res = await buy(t, { kuji_id: box, draws: 3 }, { auth: demo, headers: en });
  expect(res.statusCode).toBe(200);
  expectShape(KujiOrderBody, res.json());
  const order = res.json().data;
  expect(order).toMatchObject({
    kuji_id: box,
    kuji_title: 'Test box',
    kuji_image: '/api/v1/images/k-1.jpg',
    draws: 3,
    price: 300,
    subtotal: 900,
    discount: 0,
    total: 900,
    coupon: null,
    method: 'credit_card',
    status: 'pending_payment',
    paid_at: null,
    prizes: [],
    purchase: { subject: 'kuji_order', order_id: order.order_id, amount: 900, status: 'pending', method: 'credit_card' },
  });
  // KUJI_PAYMENT_SECONDS: 10 minutes by default: a box's tickets are held for minutes, not half an hour.
  const deadline = Date.parse(order.payment_deadline);
  expect(deadline - before).toBeGreaterThanOrEqual(600_000 - 1000);
  expect(deadline - Date.now()).toBeLessThanOrEqual(600_000);
  expect(await countsOf(t, box)).toMatchObject({ reserved: 3, drawn: 0, lastOneOrderId: null });
  expect((await boxOf(t, box)).every((ticket) => ticket.orderId === null)).toBe(true);
  // The campaign sells 3 fewer; its board still shows every ticket, as an unpaid order has drawn nothing.
  const detail = (await get(t, `/api/v1/kuji/${box}`)).json();
  expectShape(KujiDetailBody, detail);
  expect(detail.data.tickets_left).toBe(27);
  expect(detail.data.tiers.map((tier: { remaining: number }) => tier.remaining)).toEqual([5, 10, 15]);
  // Its draw shows nothing yet, with its own code; its prizes are none.
  expectError(await get(t, `/api/v1/kuji-order/${order.order_id}/draw`, { auth: demo }), 400, 40073);
  expect((await get(t, `/api/v1/kuji-order/${order.order_id}/prizes`, { auth: demo })).json()).toEqual({ data: [] });
  const record = await get(t, `/api/v1/kuji-order/${order.order_id}`, { auth: demo, headers: { locale: 'zh-TW' } });
  expectShape(KujiOrderBody, record.json());
  expect(record.json().data).toMatchObject({ order_id: order.order_id, kuji_title: 'Test box（繁）', purchase: order.purchase });
});

test("GET kuji-order: the member's own orders, newest first, paged, filtered by status", async () => {
  const first = await placed(t, { kuji_id: box, draws: 1, method: 'alipay' }, { auth: other });
  const second = await placed(t, { kuji_id: box, draws: 2, method: 'wechat_pay' }, { auth: other });
  expect(second.purchase).toMatchObject({ method: 'wechat_pay', status: 'pending' });
  expect(second.purchase.qr_code).toBe(second.purchase.payment_url);
  const page1 = (await get(t, '/api/v1/kuji-order?page_size=1', { auth: other })).json();
  expectShape(KujiOrderList, page1);
  expect(page1).toMatchObject({ page: 1, page_size: 1, total: 2 });
  expect(page1.data.map((o: { order_id: number }) => o.order_id)).toEqual([second.order_id]);
  expect(page1.data[0].purchase).toMatchObject({ purchase_id: second.purchase.purchase_id });
  const page2 = (await get(t, '/api/v1/kuji-order?page=2&page_size=1', { auth: other })).json();
  expect(page2.data.map((o: { order_id: number }) => o.order_id)).toEqual([first.order_id]);
  expect((await get(t, '/api/v1/kuji-order?page=9', { auth: other })).json()).toMatchObject({ data: [], total: 2 });
  expect((await get(t, '/api/v1/kuji-order?status=paid', { auth: other })).json()).toMatchObject({ data: [], total: 0 });
  const pending = (await get(t, '/api/v1/kuji-order?status=pending_payment', { auth: other })).json();
  expect(pending.total).toBe(2);
  // The demo member's history holds the seeded paid draws too, with their prizes.
  const history = (await get(t, '/api/v1/kuji-order?status=paid&page_size=100', { auth: demo })).json();
  expectShape(KujiOrderList, history);
  expect(history.total).toBeGreaterThan(0);
  for (const o of history.data) expect(o.prizes.filter((p: { tier: string }) => p.tier !== 'LAST')).toHaveLength(o.draws);
  // By order time, newest first: the seed's ids follow its campaigns, not the time of each order.
  const times = history.data.map((o: { created_at: string }) => o.created_at);
  expect(times).toEqual([...times].sort().reverse());
});

test('every route needs a member: no token or a bad one is 40301', async () => {
  const order = await placed(t, { kuji_id: box, draws: 1 }, { auth: demo });
  const id = order.order_id;
  const routes = [
    () => get(t, '/api/v1/kuji-order'),
    () => buy(t, { kuji_id: box, draws: 1 }),
    () => quote(t, { kuji_id: box, draws: 1 }),
    () => get(t, `/api/v1/kuji-order/${id}`),
    () => t.inject({ method: 'POST', url: `/api/v1/kuji-order/${id}`, payload: {} }),
    () => get(t, `/api/v1/kuji-order/${id}/prizes`),
    () => get(t, `/api/v1/kuji-order/${id}/draw`),
    () => get(t, `/api/v1/kuji-order/${id}/draw`, { auth: 'Bearer not-a-token-at-all' }),
  ];
  for (const route of routes) expectError(await route(), 403, 40301);
});

test("another member's order, like a missing one, is 404 on every route", async () => {
  const order = await placed(t, { kuji_id: box, draws: 1 }, { auth: demo });
  for (const id of [order.order_id, 2147483647]) {
    expectError(await get(t, `/api/v1/kuji-order/${id}`, { auth: other }), 404, 40401);
    expectError(await get(t, `/api/v1/kuji-order/${id}/prizes`, { auth: other }), 404, 40401);
    expectError(await get(t, `/api/v1/kuji-order/${id}/draw`, { auth: other }), 404, 40401);
    expectError(
      await t.inject({ method: 'POST', url: `/api/v1/kuji-order/${id}`, headers: { authorization: other }, payload: {} }),
      404,
      40401,
    );
  }
  const theirs = (await get(t, '/api/v1/kuji-order?page_size=100', { auth: other })).json().data;
  expect(theirs.some((o: { order_id: number }) => o.order_id === order.order_id)).toBe(false);
});

test('bad input is 40004 and holds nothing', async () => {
  const before = await countsOf(t, box);
  const bodies = [
    {},
    { kuji_id: box },
    { kuji_id: box, draws: 0 },
    { kuji_id: box, draws: 1.5 },
    { kuji_id: box, draws: '1' },
    { kuji_id: box, draws: 1001 },
    { kuji_id: 0, draws: 1 },
    { kuji_id: box, draws: 1, method: 'cash' },
    { kuji_id: box, draws: 1, coupon_code: 'no spaces' },
    { kuji_id: box, draws: 1, extra: true },
  ];
  for (const body of bodies) expectError(await buy(t, body, { auth: demo }), 400, 40004);
  expectError(
    await buy(t, { kuji_id: box, draws: 1 }, { auth: demo, headers: { 'idempotency-key': 'k'.repeat(129) } }),
    400,
    40004,
  );
  expectError(await quote(t, { kuji_id: box, draws: 1, method: 'alipay' }, { auth: demo }), 400, 40004);
  expectError(await quote(t, { kuji_id: box }, { auth: demo }), 400, 40004);
  for (const url of ['/api/v1/kuji-order/abc', '/api/v1/kuji-order/0/draw', '/api/v1/kuji-order/1.5/prizes'])
    expectError(await get(t, url, { auth: demo }), 400, 40004);
  for (const query of ['page=0', 'page_size=101', 'status=lost'])
    expectError(await get(t, `/api/v1/kuji-order?${query}`, { auth: demo }), 400, 40004);
  expectError(
    await t.inject({
      method: 'POST',
      url: '/api/v1/kuji-order/1',
      headers: { authorization: demo },
      payload: { method: 'cash' },
    }),
    400,
    40004,
  );
  expect(await countsOf(t, box)).toEqual(before);
});

test('the sale window: before it opens 40070, after it ends 40030 (Event has ended); no such campaign 40402', async () => {
  const day = 86_400_000;
  const upcoming = await openBox(t, [3], { startsAt: new Date(Date.now() + day) });
  const ended = await openBox(t, [3], { startsAt: new Date(Date.now() - 9 * day), endsAt: new Date(Date.now() - day) });
  for (const call of [buy, quote]) {
    expectError(await call(t, { kuji_id: upcoming, draws: 1 }, { auth: demo }), 400, 40070);
    const res = await call(t, { kuji_id: ended, draws: 1 }, { auth: demo, headers: en });
    expect(expectError(res, 400, 40030).error_msg).toBe('Event has ended.');
    expectError(await call(t, { kuji_id: 2147483647, draws: 1 }, { auth: demo }), 404, 40402);
  }
  expect(await countsOf(t, upcoming)).toMatchObject({ reserved: 0 });
  expect(await countsOf(t, ended)).toMatchObject({ reserved: 0 });
});

test('the per-order limit and the tickets left cap the draws; a sold-out box sells none', async () => {
  const small = await openBox(t, [4], { perOrderLimit: 3 });
  expectError(await quote(t, { kuji_id: small, draws: 4 }, { auth: demo }), 400, 40072);
  expectError(await buy(t, { kuji_id: small, draws: 4 }, { auth: demo }), 400, 40072);
  await placed(t, { kuji_id: small, draws: 3 }, { auth: demo });
  expectError(await quote(t, { kuji_id: small, draws: 2 }, { auth: other }), 400, 40071);
  expectError(await buy(t, { kuji_id: small, draws: 2 }, { auth: other }), 400, 40071);
  await placed(t, { kuji_id: small, draws: 1 }, { auth: other });
  expect(await countsOf(t, small)).toMatchObject({ reserved: 4, total: 4 });
  expect((await get(t, `/api/v1/kuji/${small}`)).json().data).toMatchObject({ status: 'sold_out', tickets_left: 0 });
  expectError(await buy(t, { kuji_id: small, draws: 1 }, { auth: other }), 400, 40071);
});

test('POST kuji-order/coupon prices the draws as POST kuji-order charges them', async () => {
  const res = await quote(t, { kuji_id: box, draws: 2 }, { auth: demo });
  expect(res.statusCode).toBe(200);
  expectShape(KujiQuoteBody, res.json());
  expect(res.json().data).toEqual({ draws: 2, price: 300, subtotal: 600, discount: 0, total: 600, coupon: null });
});
