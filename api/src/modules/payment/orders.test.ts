import { sql } from 'drizzle-orm';
import { OrderBody, type OrderDetail, type Purchase } from '@shop/shared/contract';
import { signNotice } from '../../providers/payment/signature';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { buyable, postOrder, twOrder, type Product } from '../../testing/order-fixtures';
import { submitForm } from '../../testing/payment-subject';

// Orders paid end to end through the sandbox: POST order starts the payment, the shopper pays on the
// sandbox's page, its signed notice marks the order paid; an order that can no longer be paid never is.

let t: TestApi;
let member: string;
let tw: Product[];
beforeAll(async () => {
  t = await startTestApi();
  member = await t.login();
  tw = await buyable(t);
});
afterAll(() => t.close());

let next = 0;
async function order(method: string, headers: Record<string, string>, extra: Record<string, unknown> = {}) {
  const res = await postOrder(
    t,
    twOrder([{ p: tw[next++ % tw.length]!, amount: 1 }], { payment_method: method, ...extra } as never),
    // The sandbox's pages then speak the shopper's language: English here.
    { locale: 'en', ...headers },
  );
  expect(res.statusCode).toBe(200);
  return res.json().data as { order: OrderDetail & { purchase: Purchase }; guest_token: string | null };
}
const read = async (id: number, opts: { auth?: string; token?: string } = {}) => {
  const res = await t.inject({
    url: `/api/v1/order/${id}${opts.token ? `?token=${encodeURIComponent(opts.token)}` : ''}`,
    headers: opts.auth ? { authorization: opts.auth } : {},
  });
  expect(res.statusCode).toBe(200);
  expectShape(OrderBody, res.json());
  return res.json().data as OrderDetail;
};
const pathOf = (url: string) => new URL(url).pathname;
const card = { expiry: '12/40', cvc: '123', action: 'pay' };

test('a member pays an order by card with 3-D Secure: back at /result, the order paid', async () => {
  const { order: placed } = await order('credit_card', { authorization: member });
  const p = placed.purchase;
  expect(p).toMatchObject({ status: 'pending', amount: placed.amounts.total, order_id: placed.order_id });
  const step = await submitForm(t, pathOf(p.payment_url), { ...card, number: '4000000000003220' });
  const back = await submitForm(t, step.headers.location as string, { code: '123456', action: 'verify' });
  const location = new URL(back.headers.location as string, t.base);
  expect(`${location.pathname}?order_id=${location.searchParams.get('order_id')}`).toBe(`/result?order_id=${placed.order_id}`);
  expect(location.searchParams.get('purchase_id')).toBe(p.purchase_id);
  const paid = await read(placed.order_id, { auth: member });
  expect(paid.paid_at).not.toBeNull();
  expect(paid.payment_deadline).toBeNull();
  expect(paid.purchase).toMatchObject({ purchase_id: p.purchase_id, status: 'paid' });
});

test('a guest pays by WeChat Pay: the purchase is read with the order token only; confirming pays the order', async () => {
  const { order: placed, guest_token } = await order('wechat_pay', {}, { guest_email: 'guest@example.com' });
  const p = placed.purchase;
  expect(p.qr_code).toBe(p.payment_url);
  const purchase = (token?: string) =>
    t.inject(`/api/v1/purchase/${p.purchase_id}${token ? `?token=${encodeURIComponent(token)}` : ''}`);
  expect((await purchase(guest_token!)).json().data.status).toBe('pending');
  expectError(await purchase(), 404, 40401);
  expectError(await purchase(`${guest_token!.slice(0, -1)}x`), 404, 40401);
  expectError(await t.inject({ url: `/api/v1/purchase/${p.purchase_id}`, headers: { authorization: member } }), 404, 40401);
  expect((await submitForm(t, pathOf(p.qr_code!), { action: 'confirm' })).body).toContain('Payment completed');
  expect((await purchase(guest_token!)).json().data.status).toBe('paid');
  expect((await read(placed.order_id, { token: guest_token! })).paid_at).not.toBeNull();
});

test('Alipay canceled: the order stays unpaid and is paid again by card with a new purchase', async () => {
  const { order: placed } = await order('alipay', { authorization: member });
  expect((await submitForm(t, pathOf(placed.purchase.qr_code!), { action: 'cancel' })).body).toContain('Payment canceled');
  const canceled = await read(placed.order_id, { auth: member });
  expect(canceled).toMatchObject({ status: 'pending_activation', paid_at: null });
  expect(canceled.purchase).toMatchObject({ purchase_id: placed.purchase.purchase_id, status: 'canceled' });
  const again = await t.inject({
    method: 'POST',
    url: `/api/v1/order/${placed.order_id}`,
    headers: { authorization: member },
    payload: { payment_method: 'credit_card' },
  });
  expect(again.statusCode).toBe(200);
  const second = again.json().data.purchase as Purchase;
  expect(second).toMatchObject({ status: 'pending', method: 'credit_card' });
  expect(second.purchase_id).not.toBe(placed.purchase.purchase_id);
  await submitForm(t, pathOf(second.payment_url), { ...card, number: '4242424242424242' });
  expect((await read(placed.order_id, { auth: member })).purchase).toMatchObject({ status: 'paid' });
});

test('an order canceled while its payment went through is not paid: the purchase is kept for a refund', async () => {
  const { order: placed } = await order('wechat_pay', { authorization: member });
  // Canceled behind the payment's back (as an operator might), so the sandbox still takes the payment.
  await t.ctx.db.execute(sql`update orders set status = 'canceled', payment_deadline = null where id = ${placed.order_id}`);
  expect((await submitForm(t, pathOf(placed.purchase.qr_code!), { action: 'confirm' })).body).toContain('Payment completed');
  const after = await read(placed.order_id, { auth: member });
  expect(after).toMatchObject({ status: 'canceled', paid_at: null });
  const rows = (await t.ctx.db.execute(
    sql`select status, refund_required from purchases where id = ${placed.purchase.purchase_id}`,
  )) as unknown as { rows: { status: string; refund_required: boolean }[] };
  expect(rows.rows[0]).toEqual({ status: 'paid', refund_required: true });
});

test('a late "paid" notice for an order that expired (its purchase canceled with it) pays nothing: a refund', async () => {
  const { order: placed } = await order('credit_card', { authorization: member });
  await t.ctx.db.execute(sql`update orders set payment_deadline = now() - interval '1 second' where id = ${placed.order_id}`);
  // Reading it expires it, which cancels its purchase too.
  expect(await read(placed.order_id, { auth: member })).toMatchObject({ status: 'canceled', cancel_reason: 'payment_expired' });
  expect((await t.inject(pathOf(placed.purchase.payment_url))).body).toContain('Payment canceled');
  const body = Buffer.from(
    JSON.stringify({
      id: 'evt_late',
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        payment_ref: 'x',
        merchant_reference: placed.purchase.purchase_id,
        method: 'credit_card',
        amount: placed.amounts.total,
        currency: 'TWD',
      },
    }),
  );
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/payment/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      ...signNotice(t.ctx.config.payment.webhookSecret!, Math.floor(Date.now() / 1000), body),
    },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  expect((await read(placed.order_id, { auth: member })).paid_at).toBeNull();
  const rows = (await t.ctx.db.execute(
    sql`select status, refund_required from purchases where id = ${placed.purchase.purchase_id}`,
  )) as unknown as { rows: { status: string; refund_required: boolean }[] };
  expect(rows.rows[0]).toEqual({ status: 'canceled', refund_required: true });
});
