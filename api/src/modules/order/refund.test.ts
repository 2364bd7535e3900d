import { eq } from 'drizzle-orm';
import type { OrderDetail, Purchase } from '@shop/shared/contract';
import { mails, purchases, refunds, sandboxRefunds, users } from '../../db/schema';
import { signNotice } from '../../providers/payment/signature';
import { expectError, startTestApi, type TestApi } from '../../testing/harness';
import { buyable, postOrder, setProduct, stockOf, twOrder, type Product } from '../../testing/order-fixtures';
import { eventually, mailsTo, outboxSettled } from '../../testing/outbox';
import { submitForm } from '../../testing/payment-subject';
import { runOrderCommand } from './operator';
import { moveOrder } from './service';

// A paid order's cancellation and refunds, end to end through the sandbox gateway: the shopper pays on its card page,
// asks to cancel, the shop approves (by policy or an operator) or declines, the gateway takes the refund once and
// settles it later with a signed notice, and the order's record, its status, its mails and the operator agree.

let t: TestApi;
let tw: Product[];
let members = 0;
beforeAll(async () => {
  t = await startTestApi({ OUTBOX_POLL_SECONDS: '1' });
  tw = await buyable(t);
});
afterAll(() => t.close());

async function newMember() {
  const email = `refund-${members++}-${Date.now()}@example.com`;
  const [u] = await t.ctx.db.insert(users).values({ email }).returning({ id: users.id });
  return { email, auth: `Bearer ${(await t.ctx.tokens.issue(u!.id)).jwt}` };
}

const pathOf = (url: string) => new URL(url).pathname;

/** Places an order of one unit of `p` and pays it on the sandbox's card page with `cardNumber`. */
async function paidOrder(auth: string, p: Product, cardNumber = '4242424242424242') {
  const res = await postOrder(t, twOrder([{ p, amount: 1 }], { payment_method: 'credit_card' }), {
    authorization: auth,
    locale: 'en',
  });
  expect(res.statusCode).toBe(200);
  const order = res.json().data.order as OrderDetail & { purchase: Purchase };
  const paid = await submitForm(t, pathOf(order.purchase.payment_url), {
    number: cardNumber,
    expiry: '12/40',
    cvc: '123',
    action: 'pay',
  });
  expect(paid.statusCode).toBe(303);
  return order;
}

const read = async (id: number, auth: string) =>
  (await t.inject({ url: `/api/v1/order/${id}`, headers: { authorization: auth } })).json().data as OrderDetail;
const cancel = (id: number, auth: string) =>
  t.inject({ method: 'POST', url: `/api/v1/order/${id}/cancel`, headers: { authorization: auth } });
/** The order once `check` holds for its record (a refund settles when the gateway's notice comes). */
const orderOnce = (id: number, auth: string, check: (o: OrderDetail) => boolean, what: string) =>
  eventually(async () => {
    const o = await read(id, auth);
    return check(o) ? o : undefined;
  }, what);

test('a member cancels a paid order before it is picked: stock back at once, refunded in full, then canceled', async () => {
  const m = await newMember();
  const p = tw[0]!;
  const before = await stockOf(t, p.id);
  const order = await paidOrder(m.auth, p);
  expect(await stockOf(t, p.id)).toBe(before - 1);
  const res = await cancel(order.order_id, m.auth);
  expect(res.statusCode).toBe(200);
  expect(res.json().data.order).toMatchObject({ status: 'refund_requested', cancel_reason: 'canceled_by_shopper' });
  expect(res.json().data.order.refund_requested_at).not.toBeNull();
  expect(await stockOf(t, p.id)).toBe(before);
  const done = await orderOnce(order.order_id, m.auth, (o) => o.status === 'canceled', 'the refund to settle');
  expect(done.refunded_amount).toBe(order.amounts.total);
  expect(done.refunds).toEqual([
    expect.objectContaining({ amount: order.amounts.total, status: 'succeeded', reason: 'shopper_canceled' }),
  ]);
  // A second press answers the order as it is, and gives nothing back twice.
  expect((await cancel(order.order_id, m.auth)).json().data.order).toMatchObject({ status: 'canceled' });
  expect(await stockOf(t, p.id)).toBe(before);
  const [purchase] = await t.ctx.db.select().from(purchases).where(eq(purchases.id, order.purchase.purchase_id));
  expect(purchase).toMatchObject({ refundedAmount: order.amounts.total, refundRequired: false });
  const atGateway = await t.ctx.db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.merchantReference, done.refunds[0]!.refund_id));
  expect(atGateway).toMatchObject([{ amount: order.amounts.total, status: 'succeeded' }]);
  const subjects = (await mailsTo(t.ctx.db, m.email, 4)).map((mail) => mail.subject);
  expect(subjects).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Cancellation of order \S+ requested$/),
      expect.stringMatching(/^Order \S+ refunded$/),
    ]),
  );
  const refunded = (await mailsTo(t.ctx.db, m.email, 4)).find((mail) => /refunded$/.test(mail.subject))!;
  expect(refunded.text).toMatch(new RegExp(`Refunded: NT\\$${order.amounts.total.toLocaleString('en')}`));
});

test('a request for an order being picked waits for the operator, who declines one and approves another', async () => {
  const m = await newMember();
  const p = tw[1]!;
  const before = await stockOf(t, p.id);
  const first = await paidOrder(m.auth, p);
  await moveOrder(t.ctx.db, first.order_id, 'picking');
  expect((await cancel(first.order_id, m.auth)).json().data.order).toMatchObject({
    status: 'refund_requested',
    cancel_reason: null,
  });
  expect(await stockOf(t, p.id)).toBe(before - 1);
  expect(await runOrderCommand(t.ctx.db, ['decline', String(first.order_id)])).toEqual([
    expect.stringContaining(' picking paid '),
  ]);
  expect(await read(first.order_id, m.auth)).toMatchObject({ status: 'picking', refund_requested_at: null, refunds: [] });
  await expect(runOrderCommand(t.ctx.db, ['decline', String(first.order_id)])).rejects.toThrow('no cancellation request waiting');
  const declined = await mailsTo(t.ctx.db, m.email, 5);
  expect(declined.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/cannot be canceled$/));

  // Asked again, and approved this time.
  await cancel(first.order_id, m.auth);
  const shown = await runOrderCommand(t.ctx.db, ['approve', String(first.order_id)]);
  expect(shown[0]).toContain(' refund_requested (canceled_by_shopper) paid ');
  expect(await stockOf(t, p.id)).toBe(before);
  await expect(runOrderCommand(t.ctx.db, ['approve', String(first.order_id)])).rejects.toThrow('cannot become canceled');
  const done = await orderOnce(first.order_id, m.auth, (o) => o.status === 'canceled', 'the refund to settle');
  expect(done.refunded_amount).toBe(first.amounts.total);
  // Shipped: too late for the shopper.
  const second = await paidOrder(m.auth, tw[2]!);
  await moveOrder(t.ctx.db, second.order_id, 'picking');
  await moveOrder(t.ctx.db, second.order_id, 'shipped', { shippingCode: 'TW42' });
  expectError(await cancel(second.order_id, m.auth), 409, 40950);
});

test('the operator refunds part of an order, never more than was paid, then the rest as the shop cancels it', async () => {
  const m = await newMember();
  const p = tw.find((x) => (x.sellingPrice ?? x.markedPrice) >= 300)!;
  const order = await paidOrder(m.auth, p);
  const total = order.amounts.total;
  await expect(runOrderCommand(t.ctx.db, ['refund', String(order.order_id), String(total + 1)])).rejects.toThrow(
    `at most NT$${total} is left to refund`,
  );
  await runOrderCommand(t.ctx.db, ['refund', String(order.order_id), '100']);
  const part = await orderOnce(order.order_id, m.auth, (o) => o.refunded_amount === 100, 'the part refunded');
  // A partial refund leaves the order where it was.
  expect(part).toMatchObject({ status: 'pending_activation', refunds: [expect.objectContaining({ reason: 'adjustment' })] });
  expect(part.paid_at).not.toBeNull();
  await expect(runOrderCommand(t.ctx.db, ['refund', String(order.order_id), String(total)])).rejects.toThrow(
    `at most NT$${total - 100} is left to refund`,
  );
  const lines = await runOrderCommand(t.ctx.db, ['cancel', String(order.order_id)]);
  expect(lines[0]).toContain('refund_requested (canceled_by_shop)');
  const done = await orderOnce(order.order_id, m.auth, (o) => o.status === 'canceled', 'the rest refunded');
  expect(done.refunded_amount).toBe(total);
  expect(done.refunds.map((r) => [r.amount, r.reason, r.status])).toEqual([
    [100, 'adjustment', 'succeeded'],
    [total - 100, 'shop_canceled', 'succeeded'],
  ]);
  expect((await runOrderCommand(t.ctx.db, ['show', String(order.order_id)]))[0]).toContain(`refunded NT$${total}`);
});

test('200 partial refunds of one payment at once give back exactly what was paid, each once at the gateway', async () => {
  const m = await newMember();
  const p = tw.find((x) => (x.sellingPrice ?? x.markedPrice) >= 1000)!;
  await setProduct(t, p.id, { stock: 100 });
  const order = await paidOrder(m.auth, p);
  const total = order.amounts.total;
  // About 40 fit: the rest are refused, whatever order they reach the payment's row lock in.
  const step = Math.ceil(total / 40);
  const results = await Promise.allSettled(
    Array.from({ length: 200 }, () => runOrderCommand(t.ctx.db, ['refund', String(order.order_id), String(step)])),
  );
  const taken = results.filter((r) => r.status === 'fulfilled').length;
  expect(taken).toBe(Math.floor(total / step));
  await orderOnce(order.order_id, m.auth, (o) => o.refunds.every((r) => r.status === 'succeeded'), 'every refund settled');
  // Read again: the record reads the order and then its refunds, so the read that saw the last one settle may hold
  // the order from just before it.
  expect((await read(order.order_id, m.auth)).refunded_amount).toBe(taken * step);
  const [purchase] = await t.ctx.db.select().from(purchases).where(eq(purchases.id, order.purchase.purchase_id));
  const atGateway = await t.ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentRef, purchase!.providerRef));
  expect(atGateway).toHaveLength(taken);
});

test('a refund the gateway fails leaves the order waiting and flagged; the operator makes it again', async () => {
  const m = await newMember();
  const order = await paidOrder(m.auth, tw[3]!, '4000000000005126');
  await cancel(order.order_id, m.auth);
  const failed = await orderOnce(order.order_id, m.auth, (o) => o.refunds[0]?.status === 'failed', 'the refund to fail');
  expect(failed).toMatchObject({ status: 'refund_requested', refunded_amount: 0 });
  const [purchase] = await t.ctx.db.select().from(purchases).where(eq(purchases.id, order.purchase.purchase_id));
  expect(purchase!.refundRequired).toBe(true);
  const id = failed.refunds[0]!.refund_id;
  expect(await runOrderCommand(t.ctx.db, ['retry-refund', id])).toEqual([expect.stringMatching(/^refund \S+ made again as rf_/)]);
  await expect(runOrderCommand(t.ctx.db, ['retry-refund', id])).rejects.toThrow('left to refund');
  await expect(runOrderCommand(t.ctx.db, ['retry-refund', 'rf_nothing'])).rejects.toThrow('is not a failed refund');
  const again = await orderOnce(order.order_id, m.auth, (o) => o.refunds[1]?.status === 'failed', 'the second try');
  expect(again.refunds.map((r) => r.status)).toEqual(['failed', 'failed']);
});

test('a refund notice is applied once: a replay is refused, and the order counts its money once', async () => {
  const m = await newMember();
  const order = await paidOrder(m.auth, tw[4]!);
  await cancel(order.order_id, m.auth);
  const done = await orderOnce(order.order_id, m.auth, (o) => o.status === 'canceled', 'the refund to settle');
  const [atGateway] = await t.ctx.db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.merchantReference, done.refunds[0]!.refund_id));
  // The gateway sends it again (its answer to the first was lost): the shop already has it.
  const created = Math.floor(Date.now() / 1000);
  const body = Buffer.from(
    JSON.stringify({
      id: `evt_${atGateway!.ref}_succeeded`,
      type: 'refund.succeeded',
      created,
      data: {
        payment_ref: atGateway!.paymentRef,
        merchant_reference: order.purchase.purchase_id,
        method: 'credit_card',
        amount: atGateway!.amount,
        currency: 'TWD',
        refund: { refund_ref: atGateway!.ref, merchant_reference: atGateway!.merchantReference },
      },
    }),
  );
  const replay = await t.inject({
    method: 'POST',
    url: '/api/v1/payment/webhook/sandbox',
    headers: { 'content-type': 'application/json', ...signNotice(t.ctx.config.payment.webhookSecret!, created, body) },
    payload: body,
  });
  expectError(replay, 409, 40920);
  expect((await read(order.order_id, m.auth)).refunded_amount).toBe(order.amounts.total);
  const [row] = await t.ctx.db.select().from(refunds).where(eq(refunds.id, done.refunds[0]!.refund_id));
  expect(row).toMatchObject({ state: 'succeeded', attempts: 1 });
  await mailsTo(t.ctx.db, m.email, 4);
  await outboxSettled(t.ctx.db);
  expect(await t.ctx.db.select().from(mails).where(eq(mails.to, m.email))).toHaveLength(4);
});
