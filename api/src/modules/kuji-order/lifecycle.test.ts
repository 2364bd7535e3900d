import { eq, sql } from 'drizzle-orm';
import { KujiOrderBody } from '@shop/shared/contract';
import { couponClaims, coupons, kujiOrders, refunds, users } from '../../db/schema';
import { eventually, mailsTo } from '../../testing/outbox';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { payByCard, submitForm } from '../../testing/payment-subject';
import { buy, countsOf, get, members, openBox, outcome, overdue, paidNotice, placed } from '../../testing/kuji-order-fixtures';
import { expireDueKujiOrders } from './service';

// An order's life besides being paid: a retried request answers the same order, an unpaid order expires and
// gives its tickets and coupon back, a payment arriving after that is kept for a refund, and a declined or
// canceled payment can be started again.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const key = (k: string) => ({ 'idempotency-key': k });
const pathOf = (url: string) => new URL(url).pathname;

describe('Idempotency-Key', () => {
  test('the same key and body answer the same order, holding its tickets once; another body is 40902', async () => {
    const box = await openBox(t, [6]);
    const [member] = await members(t, 1, 'idem');
    const body = { kuji_id: box, draws: 2 };
    const first = await placed(t, body, { auth: member, headers: key('try-1') });
    const again = await placed(t, body, { auth: member, headers: key('try-1') });
    expect(again.order_id).toBe(first.order_id);
    expect(again.purchase).toMatchObject({ purchase_id: first.purchase.purchase_id, status: 'pending' });
    expect(await countsOf(t, box)).toMatchObject({ reserved: 2 });
    expectError(await buy(t, { ...body, draws: 3 }, { auth: member, headers: key('try-1') }), 409, 40902);
    // Another attempt (a new key) is another order; the key belongs to its member only.
    expect((await placed(t, body, { auth: member, headers: key('try-2') })).order_id).not.toBe(first.order_id);
    const [someoneElse] = await members(t, 1, 'idem-other');
    expect((await placed(t, body, { auth: someoneElse, headers: key('try-1') })).order_id).not.toBe(first.order_id);
    expect(await countsOf(t, box)).toMatchObject({ reserved: 6 });
  });

  test('a retry answers its order after the box sold out and its coupon was used, by that order', async () => {
    const box = await openBox(t, [2]);
    const [member] = await members(t, 1, 'idem-last');
    const body = { kuji_id: box, draws: 2, coupon_code: 'KUJI100' };
    const first = await placed(t, body, { auth: member, headers: key('last-two') });
    expectError(await buy(t, body, { auth: member }), 400, 40071);
    const again = await placed(t, body, { auth: member, headers: key('last-two') });
    expect(again).toMatchObject({ order_id: first.order_id, discount: 100, coupon: { code: 'KUJI100' } });
    expectError(await buy(t, { ...body, draws: 1 }, { auth: member, headers: key('last-two') }), 409, 40902);
  });

  test('30 copies of one request at once make one order', async () => {
    const box = await openBox(t, [40]);
    const [member] = await members(t, 1, 'idem-burst');
    const results = await Promise.all(
      Array.from({ length: 30 }, () => buy(t, { kuji_id: box, draws: 3 }, { auth: member, headers: key('burst') })),
    );
    expect(results.map(outcome)).toEqual(Array(30).fill(200));
    expect(new Set(results.map((r) => r.json().data.order_id)).size).toBe(1);
    expect(await countsOf(t, box)).toMatchObject({ reserved: 3 });
  });
});

describe('expiry', () => {
  test('an unpaid order past its deadline expires when read: its tickets and its coupon go back', async () => {
    const box = await openBox(t, [3]);
    const [member] = await members(t, 1, 'expiry');
    const order = await placed(t, { kuji_id: box, draws: 3, coupon_code: 'KUJI100' }, { auth: member });
    const [kuji100] = await t.ctx.db.select().from(coupons).where(eq(coupons.code, 'KUJI100'));
    expectError(await buy(t, { kuji_id: box, draws: 1 }, { auth: member }), 400, 40071);
    await overdue(t, order.order_id);
    const res = await get(t, `/api/v1/kuji-order/${order.order_id}`, { auth: member });
    expectShape(KujiOrderBody, res.json());
    expect(res.json().data).toMatchObject({ status: 'expired', prizes: [], purchase: { status: 'canceled' } });
    expect(await countsOf(t, box)).toMatchObject({ reserved: 0, drawn: 0 });
    expect(await t.ctx.db.select().from(couponClaims).where(eq(couponClaims.kujiOrderId, order.order_id))).toEqual([]);
    const mine = (await t.inject({ url: '/api/v1/coupon', headers: { authorization: member! } })).json().data;
    expect(mine).toEqual([expect.objectContaining({ code: 'KUJI100', status: 'available' })]);
    const [after] = await t.ctx.db.select().from(coupons).where(eq(coupons.id, kuji100!.id));
    expect(after!.usedCount).toBe(kuji100!.usedCount - 1);
    // The draw says so with its own code, it cannot be paid again, and the tickets and coupon sell again.
    expectError(await get(t, `/api/v1/kuji-order/${order.order_id}/draw`, { auth: member }), 400, 40074);
    expectError(
      await t.inject({
        method: 'POST',
        url: `/api/v1/kuji-order/${order.order_id}`,
        headers: { authorization: member! },
        payload: {},
      }),
      400,
      40039,
    );
    expect((await placed(t, { kuji_id: box, draws: 3, coupon_code: 'KUJI100' }, { auth: member })).discount).toBe(100);
  });

  test("the sweep expires every member's due orders, and a member's list expires theirs first", async () => {
    const box = await openBox(t, [20]);
    const buyers = await members(t, 4, 'sweep');
    const orders = await Promise.all(buyers.map((auth) => placed(t, { kuji_id: box, draws: 2 }, { auth })));
    const keep = orders.pop()!;
    for (const o of orders) await overdue(t, o.order_id);
    const listed = (await get(t, '/api/v1/kuji-order', { auth: buyers[0] })).json().data;
    expect(listed).toEqual([expect.objectContaining({ order_id: orders[0]!.order_id, status: 'expired' })]);
    expect(await countsOf(t, box)).toMatchObject({ reserved: 6 });
    expect((await expireDueKujiOrders(t.ctx.db)).sort()).toEqual(
      orders
        .slice(1)
        .map((o) => o.order_id)
        .sort(),
    );
    expect(await countsOf(t, box)).toMatchObject({ reserved: 2 });
    const statuses = await t.ctx.db
      .select({ id: kujiOrders.id, status: kujiOrders.status })
      .from(kujiOrders)
      .where(eq(kujiOrders.kujiId, box));
    expect(statuses.filter((s) => s.status === 'pending_payment').map((s) => s.id)).toEqual([keep.order_id]);
  });

  test('a payment arriving for an expired order pays nothing and is kept for a refund', async () => {
    const box = await openBox(t, [4]);
    const [member] = await members(t, 1, 'late');
    const order = await placed(t, { kuji_id: box, draws: 2 }, { auth: member });
    await overdue(t, order.order_id);
    expect(await expireDueKujiOrders(t.ctx.db)).toContain(order.order_id);
    const res = await paidNotice(t, order.purchase);
    expect(res.statusCode).toBe(200);
    expect((await get(t, `/api/v1/kuji-order/${order.order_id}`, { auth: member })).json().data).toMatchObject({
      status: 'expired',
      paid_at: null,
      prizes: [],
    });
    expect(await countsOf(t, box)).toMatchObject({ reserved: 0, drawn: 0 });
    const rows = (await t.ctx.db.execute(
      sql`select refund_required from purchases where id = ${order.purchase.purchase_id}`,
    )) as unknown as { rows: { refund_required: boolean }[] };
    expect(rows.rows[0]!.refund_required).toBe(true);
  });

  test('a card payment taken after its order expired is refunded in full, and its member told', async () => {
    const box = await openBox(t, [4]);
    const [member] = await members(t, 1, 'late-card');
    const order = await placed(t, { kuji_id: box, draws: 1 }, { auth: member });
    // Expired behind the gateway's back (its page still open), as when the expiry and the payment cross.
    await t.ctx.db.update(kujiOrders).set({ status: 'expired' }).where(eq(kujiOrders.id, order.order_id));
    const paid = await payByCard(t, order.purchase.payment_url);
    expect(paid.statusCode).toBe(303);
    const [refund] = await eventually(async () => {
      const found = await t.ctx.db.select().from(refunds).where(eq(refunds.purchaseId, order.purchase.purchase_id));
      return found[0]?.state === 'succeeded' ? found : undefined;
    }, 'the refund to settle');
    expect(refund).toMatchObject({ amount: order.purchase.amount, reason: 'late_payment' });
    const [user] = await t.ctx.db
      .select({ email: users.email })
      .from(users)
      .innerJoin(kujiOrders, eq(kujiOrders.userId, users.id))
      .where(eq(kujiOrders.id, order.order_id));
    const mails = await mailsTo(t.ctx.db, user!.email);
    expect(mails.map((m) => m.subject)).toContainEqual(expect.stringMatching(/^一番賞退款完成 K/));
  });
});

test('Alipay canceled: the order keeps its tickets, is paid again by card with a new purchase, then draws', async () => {
  const box = await openBox(t, [2, 2]);
  const [member] = await members(t, 1, 'again');
  const order = await placed(t, { kuji_id: box, draws: 2, method: 'alipay' }, { auth: member, headers: { locale: 'en' } });
  expect((await submitForm(t, pathOf(order.purchase.qr_code!), { action: 'cancel' })).body).toContain('Payment canceled');
  const canceled = (await get(t, `/api/v1/kuji-order/${order.order_id}`, { auth: member })).json().data;
  expect(canceled).toMatchObject({ status: 'pending_payment', purchase: { status: 'canceled' } });
  expect(await countsOf(t, box)).toMatchObject({ reserved: 2, drawn: 0 });
  const again = await t.inject({
    method: 'POST',
    url: `/api/v1/kuji-order/${order.order_id}`,
    headers: { authorization: member!, locale: 'en' },
    payload: { method: 'credit_card' },
  });
  expect(again.statusCode).toBe(200);
  expectShape(KujiOrderBody, again.json());
  const second = again.json().data.purchase;
  expect(second).toMatchObject({ status: 'pending', method: 'credit_card', amount: order.total });
  expect(second.purchase_id).not.toBe(order.purchase.purchase_id);
  const back = await submitForm(t, pathOf(second.payment_url), {
    number: '4242424242424242',
    expiry: '12/40',
    cvc: '123',
    action: 'pay',
  });
  // The card page sends the shopper to the draw show.
  const location = new URL(back.headers.location as string, t.base);
  expect(`${location.pathname}?order_id=${location.searchParams.get('order_id')}`).toBe(
    `/fanza/lottery?order_id=${order.order_id}`,
  );
  const paid = (await get(t, `/api/v1/kuji-order/${order.order_id}`, { auth: member })).json().data;
  expect(paid).toMatchObject({ status: 'paid', method: 'credit_card', payment_deadline: null });
  expect(paid.prizes).toHaveLength(2);
  expectError(
    await t.inject({
      method: 'POST',
      url: `/api/v1/kuji-order/${order.order_id}`,
      headers: { authorization: member! },
      payload: {},
    }),
    400,
    40039,
  );
});
