import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import type { OrderDetail, Purchase } from '@shop/shared/contract';
import { cartItems, orders, refunds, users } from '../../db/schema';
import { signNotice } from '../../providers/payment/signature';
import { expectError, startTestApi, type TestApi } from '../../testing/harness';
import { buyable, postOrder, priceOf, setProduct, stockOf, twOrder, type Product } from '../../testing/order-fixtures';
import { markOrderPaid, moveOrder } from './service';

// A shopper ends their own unpaid order: stock and coupon come back at once, a member's lines go back in the
// cart, and a payment arriving at the same moment either wins (the press becomes a cancellation request) or finds
// the order canceled (and is refunded).
let t: TestApi;
let demo: string;
let tw: Product[];
const wide = new http.Agent({ keepAlive: true, maxSockets: Infinity });
beforeAll(async () => {
  t = await startTestApi({ CART_LIMIT: '12' });
  demo = await t.login();
  tw = await buyable(t);
});
afterAll(async () => {
  wide.destroy();
  await t.close();
});

type Placed = { order: OrderDetail & { purchase: Purchase }; guest_token: string | null };
const place = async (body: unknown, headers: Record<string, string> = {}): Promise<Placed> => {
  const res = await postOrder(t, body, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const cancel = (id: number, opts: { auth?: string; token?: string } = {}) =>
  t.inject({
    method: 'POST',
    url: `/api/v1/order/${id}/cancel${opts.token ? `?token=${encodeURIComponent(opts.token)}` : ''}`,
    headers: opts.auth ? { authorization: opts.auth } : {},
    agent: wide,
  });
const couponStatus = async (code: string) =>
  (await t.inject({ url: '/api/v1/coupon', headers: { authorization: demo } }))
    .json()
    .data.find((c: { code: string }) => c.code === code)?.status;
const cartOf = async (auth: string) =>
  (await t.inject({ url: '/api/v1/cart', headers: { authorization: auth } })).json().data as {
    product_id: number;
    amount: number;
  }[];
const purchaseRow = async (id: string) => {
  const res = (await t.ctx.db.execute(sql`select status, refund_required from purchases where id = ${id}`)) as unknown as {
    rows: { status: string; refund_required: boolean }[];
  };
  return res.rows[0]!;
};

const refundsOf = (purchaseId: string) => t.ctx.db.select().from(refunds).where(eq(refunds.purchaseId, purchaseId));

let eventNo = 0;
/** The gateway's signed "paid" notice for a purchase, as the sandbox sends it. */
function paidNotice(p: Purchase) {
  const raw = Buffer.from(
    JSON.stringify({
      id: `evt_cancel_${eventNo++}`,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { payment_ref: 'sbx_test', merchant_reference: p.purchase_id, method: p.method, amount: p.amount, currency: 'TWD' },
    }),
  );
  return t.inject({
    method: 'POST',
    url: '/api/v1/payment/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      ...signNotice(t.ctx.config.payment.webhookSecret!, Math.floor(Date.now() / 1000), raw),
    },
    payload: raw,
    agent: wide,
  });
}

test('a member cancels an unpaid order: stock, coupon and cart lines come back at once; it cannot be paid', async () => {
  const p = tw.find((x) => priceOf(x) * 2 >= 200 && x.purchaseLimit >= 2)!;
  const before = await stockOf(t, p.id);
  const body = twOrder([{ p, amount: 2 }], { coupon_code: 'DEMOCLAIMED' });
  const { order } = await place({ ...body, expected_total: body.expected_total - 80 }, { authorization: demo });
  expect(await stockOf(t, p.id)).toBe(before - 2);
  expect(await couponStatus('DEMOCLAIMED')).toBe('used');
  expect((await cartOf(demo)).some((l) => l.product_id === p.id)).toBe(false);

  const res = await cancel(order.order_id, { auth: demo });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({
    order: { status: 'canceled', cancel_reason: 'canceled_by_shopper', payment_deadline: null, purchase: { status: 'canceled' } },
    lines_back_in_cart: 1,
  });
  expect(await stockOf(t, p.id)).toBe(before);
  expect(await couponStatus('DEMOCLAIMED')).toBe('available');
  expect((await cartOf(demo)).find((l) => l.product_id === p.id)?.amount).toBe(2);
  expectError(
    await t.inject({ method: 'POST', url: `/api/v1/order/${order.order_id}`, headers: { authorization: demo }, payload: {} }),
    400,
    40039,
  );
  // A second press finds it canceled: nothing is given back twice.
  const again = await cancel(order.order_id, { auth: demo });
  expect(again.statusCode).toBe(200);
  expect(again.json().data.lines_back_in_cart).toBe(0);
  expect(await stockOf(t, p.id)).toBe(before);
});

test("a visitor cancels with the order's link token; nobody else can", async () => {
  const p = tw[1]!;
  const before = await stockOf(t, p.id);
  const { order, guest_token } = await place(twOrder([{ p, amount: 1 }], { guest_email: 'leaver@example.com' }));
  expectError(await cancel(order.order_id), 404, 40401);
  expectError(await cancel(order.order_id, { auth: demo }), 404, 40401);
  expectError(await cancel(order.order_id, { token: `${guest_token!.slice(0, -1)}x` }), 404, 40401);
  expect(await stockOf(t, p.id)).toBe(before - 1);
  const res = await cancel(order.order_id, { token: guest_token! });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ order: { status: 'canceled' }, lines_back_in_cart: 0 });
  expect(await stockOf(t, p.id)).toBe(before);
});

test('a shipped order is not canceled by its shopper', async () => {
  const p = tw[2]!;
  const { order } = await place(twOrder([{ p, amount: 1 }]), { authorization: demo });
  const stock = await stockOf(t, p.id);
  await t.ctx.db.transaction((tx) => markOrderPaid(tx, order.order_id));
  await moveOrder(t.ctx.db, order.order_id, 'picking');
  await moveOrder(t.ctx.db, order.order_id, 'shipped', { shippingCode: 'TW1' });
  expectError(await cancel(order.order_id, { auth: demo }), 409, 40950);
  expect(await stockOf(t, p.id)).toBe(stock);
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.order_id));
  expect(row).toMatchObject({ status: 'shipped', cancelReason: null, refundRequestedAt: null });
});

test('the member lists only the orders still awaiting payment', async () => {
  const [unpaid, paid, canceled] = [
    (await place(twOrder([{ p: tw[3]!, amount: 1 }]), { authorization: demo })).order.order_id,
    (await place(twOrder([{ p: tw[4]!, amount: 1 }]), { authorization: demo })).order.order_id,
    (await place(twOrder([{ p: tw[5]!, amount: 1 }]), { authorization: demo })).order.order_id,
  ];
  await t.ctx.db.transaction((tx) => markOrderPaid(tx, paid));
  expect((await cancel(canceled, { auth: demo })).statusCode).toBe(200);
  const res = await t.inject({ url: '/api/v1/order?awaiting_payment=true&page_size=50', headers: { authorization: demo } });
  expect(res.statusCode).toBe(200);
  const ids = (res.json().data as { order_id: number; paid_at: string | null; status: string }[]).map((o) => o.order_id);
  expect(ids).toContain(unpaid);
  expect(ids).not.toContain(paid);
  expect(ids).not.toContain(canceled);
});

test('lines the cart holds already stay as they are, and the cart never goes past its limit', async () => {
  const [authorization] = await Promise.all(
    (
      await t.ctx.db
        .insert(users)
        .values([{ email: 'full-cart@example.com' }])
        .returning({ id: users.id })
    ).map(async (u) => `Bearer ${(await t.ctx.tokens.issue(u.id)).jwt}`),
  );
  const [a, b] = [tw[6]!, tw[7]!];
  const { order } = await place(
    twOrder([
      { p: a, amount: 2 },
      { p: b, amount: 1 },
    ]),
    { authorization: authorization! },
  );
  const [user] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'full-cart@example.com'));
  // The shopper put one of a back meanwhile, and filled the cart to one below its limit with other products.
  const fillers = tw.slice(8, 8 + t.ctx.config.cartLimit - 2);
  await t.ctx.db
    .insert(cartItems)
    .values([
      { userId: user!.id, productId: a.id, amount: 1, subProductInfos: [] },
      ...fillers.map((f) => ({ userId: user!.id, productId: f.id, amount: 1, subProductInfos: [] })),
    ]);
  const res = await cancel(order.order_id, { auth: authorization! });
  expect(res.json().data.lines_back_in_cart).toBe(1);
  const cart = await cartOf(authorization!);
  expect(cart.find((l) => l.product_id === a.id)?.amount).toBe(1);
  expect(cart.find((l) => l.product_id === b.id)?.amount).toBe(1);
  expect(cart).toHaveLength(t.ctx.config.cartLimit);
});

test('cancel and payment notice at the same moment, 100 orders: each is paid or canceled, never both', async () => {
  const p = tw[0]!;
  await setProduct(t, p.id, { stock: 1000, purchaseLimit: 5 });
  const placed = await Promise.all(
    Array.from({ length: 100 }, (_, i) => place(twOrder([{ p, amount: 1 }], { guest_email: `racer-${i}@example.com` }))),
  );
  const before = await stockOf(t, p.id);
  // Both at once, and twice the cancel: two presses of Cancel race the gateway's notice.
  const results = await Promise.all(
    placed.map(({ order, guest_token }) =>
      Promise.all([
        cancel(order.order_id, { token: guest_token! }),
        paidNotice(order.purchase),
        cancel(order.order_id, { token: guest_token! }),
      ]),
    ),
  );
  for (const [i, [first, notice, second]] of results.entries()) {
    const { order } = placed[i]!;
    expect(notice.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.order_id));
    const purchase = await purchaseRow(order.purchase.purchase_id);
    const refunds = await refundsOf(order.purchase.purchase_id);
    // Every press is answered with the order, which ends canceled whoever won, its money going back exactly once.
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(order.amounts.total);
    if (row!.paidAt) {
      // The notice won: the presses became a cancellation request, approved at once (by policy), refunding it.
      expect(row).toMatchObject({ status: 'refund_requested', cancelReason: 'canceled_by_shopper' });
      expect(refunds[0]!.reason).toBe('shopper_canceled');
      expect(purchase.status).toBe('paid');
    } else {
      // The cancel won: the money that came in is refunded as a late payment.
      expect(row).toMatchObject({ status: 'canceled', cancelReason: 'canceled_by_shopper' });
      expect(refunds[0]!.reason).toBe('late_payment');
      expect(purchase.refund_required).toBe(true);
    }
  }
  // Stock came back for every order, exactly once (paid ones when their cancellation was approved).
  expect(await stockOf(t, p.id)).toBe(before + placed.length);
});
