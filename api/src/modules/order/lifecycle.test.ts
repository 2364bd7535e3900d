import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { expectError, startTestApi, type TestApi } from '../../testing/harness';
import { buyable, postOrder, priceOf, stockOf, twOrder, type Product } from '../../testing/order-fixtures';
import { orderPaymentSubject } from './payment-seam';
import { cancelByShop } from './refund';
import {
  expireDueOrders,
  markOrderPaid,
  moveOrder,
  OrderNotPayableError,
  OrderTransitionError,
  orderTransitions,
} from './service';

// Unpaid orders expire after ORDER_PAYMENT_SECONDS (2 s here). The sweep's timer runs once an hour in this file:
// tests call it with the instant it should see, so a loaded machine cannot make an order expire early.
let t: TestApi;
let demo: string;
let tw: Product[];
beforeAll(async () => {
  t = await startTestApi({ ORDER_PAYMENT_SECONDS: '2', ORDER_SWEEP_SECONDS: '3600' });
  demo = await t.login();
  tw = await buyable(t);
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const place = async (p: Product, extra = {}) => {
  const res = await postOrder(t, twOrder([{ p, amount: 2 }], extra), { authorization: demo });
  expect(res.statusCode).toBe(200);
  return res.json().data.order as { order_id: number };
};
const statusOf = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const couponStatus = async (code: string) =>
  (await t.inject({ url: '/api/v1/coupon', headers: { authorization: demo } }))
    .json()
    .data.find((c: { code: string }) => c.code === code)?.status;

describe('expiry of unpaid orders', () => {
  test('reading an expired order cancels it first: stock and coupon come back, and it cannot be paid', async () => {
    const p = tw.find((x) => priceOf(x) * 2 >= 200 && x.purchaseLimit >= 2)!;
    const before = await stockOf(t, p.id);
    const body = twOrder([{ p, amount: 2 }], { coupon_code: 'DEMOCLAIMED' });
    const res = await postOrder(t, { ...body, expected_total: body.expected_total - 80 }, { authorization: demo });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.order.order_id;
    expect(await stockOf(t, p.id)).toBe(before - 2);
    expect(await couponStatus('DEMOCLAIMED')).toBe('used');
    await sleep(2100);
    const read = (await t.inject({ url: `/api/v1/order/${id}`, headers: { authorization: demo } })).json().data;
    expect(read).toMatchObject({ status: 'canceled', cancel_reason: 'payment_expired', payment_deadline: null });
    expect(await stockOf(t, p.id)).toBe(before);
    expect(await couponStatus('DEMOCLAIMED')).toBe('available');
    expectError(
      await t.inject({ method: 'POST', url: `/api/v1/order/${id}`, headers: { authorization: demo }, payload: {} }),
      400,
      40039,
    );
  });

  test('the sweep cancels due orders exactly once, even when two sweeps run at once', async () => {
    const p = tw[1]!;
    const before = await stockOf(t, p.id);
    const ids = [(await place(p)).order_id, (await place(p)).order_id];
    const deadline = (await statusOf(ids[0]!)).paymentDeadline!.getTime();
    expect(await expireDueOrders(t.ctx.db, { orderId: ids[0] }, new Date(deadline - 1))).toEqual([]);
    const later = new Date(Date.now() + 3000);
    const [a, b] = await Promise.all([expireDueOrders(t.ctx.db, {}, later), expireDueOrders(t.ctx.db, {}, later)]);
    expect([...a, ...b].filter((id) => ids.includes(id)).sort()).toEqual(ids.sort());
    expect(await stockOf(t, p.id)).toBe(before);
    expect(await expireDueOrders(t.ctx.db, {}, later)).toEqual([]);
  });

  test('a paid order never expires', async () => {
    const { order_id } = await place(tw[2]!);
    await t.ctx.db.transaction((tx) => markOrderPaid(tx, order_id));
    expect(await expireDueOrders(t.ctx.db, {}, new Date(Date.now() + 3000))).not.toContain(order_id);
    expect((await statusOf(order_id)).status).toBe('pending_activation');
  });
});

describe('status transitions (SPEC §4)', () => {
  test('the table: established → stock up → shipped → completed; canceled or a refund asked from the first two only', () => {
    expect(orderTransitions).toEqual({
      pending_activation: ['picking', 'refund_requested', 'canceled'],
      picking: ['shipped', 'refund_requested', 'canceled'],
      refund_requested: ['pending_activation', 'picking', 'canceled'],
      shipped: ['finished'],
      finished: [],
      canceled: [],
    });
  });

  test('an order is paid once, picked only when paid, shipped with a tracking number, then completed', async () => {
    const { order_id } = await place(tw[3]!);
    await expect(moveOrder(t.ctx.db, order_id, 'picking')).rejects.toThrow('is not paid yet');
    await t.ctx.db.transaction((tx) => markOrderPaid(tx, order_id));
    await expect(t.ctx.db.transaction((tx) => markOrderPaid(tx, order_id))).rejects.toBeInstanceOf(OrderNotPayableError);
    await expect(moveOrder(t.ctx.db, order_id, 'finished')).rejects.toBeInstanceOf(OrderTransitionError);
    await moveOrder(t.ctx.db, order_id, 'picking');
    await expect(moveOrder(t.ctx.db, order_id, 'shipped')).rejects.toThrow('tracking number');
    await moveOrder(t.ctx.db, order_id, 'shipped', { shippingCode: 'TW000111', carrier: 'Black Cat' });
    await expect(moveOrder(t.ctx.db, order_id, 'canceled')).rejects.toThrow('is shipped: it cannot become canceled');
    await moveOrder(t.ctx.db, order_id, 'finished');
    const read = (await t.inject({ url: `/api/v1/order/${order_id}`, headers: { authorization: demo } })).json().data;
    expect(read).toMatchObject({ status: 'finished', shipping: { shipping_code: 'TW000111', carrier: 'Black Cat' } });
    expect(read.shipping.finished_at).not.toBeNull();
  });

  test('the shop canceling a paid order puts its stock back; a canceled order cannot be paid', async () => {
    const p = tw[4]!;
    const before = await stockOf(t, p.id);
    const { order_id } = await place(p);
    await t.ctx.db.transaction((tx) => markOrderPaid(tx, order_id));
    await moveOrder(t.ctx.db, order_id, 'picking');
    // A paid order is canceled only through its refund (order/refund.ts); this one has no payment of ours to refund.
    await expect(moveOrder(t.ctx.db, order_id, 'canceled')).rejects.toThrow('is picking: it cannot become canceled');
    await cancelByShop(t.ctx.db, order_id);
    expect(await stockOf(t, p.id)).toBe(before);
    expect(await statusOf(order_id)).toMatchObject({ status: 'canceled', cancelReason: 'canceled_by_shop' });
    await expect(t.ctx.db.transaction((tx) => markOrderPaid(tx, order_id))).rejects.toBeInstanceOf(OrderNotPayableError);
    await expect(cancelByShop(t.ctx.db, 2147483647)).rejects.toThrow('does not exist');
  });
});

describe('the payments seam', () => {
  test("the 'order' subject pays an order once and lets only that guest's token read its payments", async () => {
    const subject = orderPaymentSubject(t.ctx.tokens);
    const guest = await postOrder(t, twOrder([{ p: tw[5]!, amount: 1 }], { guest_email: 'seam@example.com' }));
    const { order, guest_token } = guest.json().data;
    const other = (await place(tw[6]!)).order_id;
    expect(await subject.verifyGuestToken(t.ctx.db, order.order_id, guest_token)).toBe(true);
    expect(await subject.verifyGuestToken(t.ctx.db, other, guest_token)).toBe(false);
    await t.ctx.db.transaction((tx) => subject.paid(tx, order.order_id));
    await expect(t.ctx.db.transaction((tx) => subject.paid(tx, order.order_id))).rejects.toBeInstanceOf(OrderNotPayableError);
    expect((await statusOf(order.order_id)).paidAt).not.toBeNull();
  });
});
