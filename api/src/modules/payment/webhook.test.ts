import { sql } from 'drizzle-orm';
import type { Purchase } from '@shop/shared/contract';
import { signNotice } from '../../providers/payment/signature';
import { expectError, startTestApi, type TestApi } from '../../testing/harness';
import { cancelPurchases } from './service';
import { testPaymentSubject, startPurchase, type TestSubject } from '../../testing/payment-subject';

// The gateway's signed notices: only a genuine, fresh, first-seen notice that matches its purchase moves it,
// and "paid" pays the subject exactly once however many copies arrive at once.

let t: TestApi;
let subject: TestSubject;
const logs: string[] = [];

beforeAll(async () => {
  subject = testPaymentSubject();
  t = await startTestApi({}, { logStream: { write: (line) => void logs.push(line) }, paymentSubjects: subject.subjects });
});
afterAll(() => t.close());

let eventNo = 0;
const now = () => Math.floor(Date.now() / 1000);

function notice(p: Purchase, over: { type?: string; amount?: number; currency?: string; id?: string } = {}) {
  return {
    id: over.id ?? `evt_test_${eventNo++}`,
    type: over.type ?? 'payment.succeeded',
    created: now(),
    data: {
      payment_ref: 'sbx_test',
      merchant_reference: p.purchase_id,
      method: p.method,
      amount: over.amount ?? p.amount,
      currency: over.currency ?? 'TWD',
    },
  };
}

function deliver(
  body: unknown,
  opts: { secret?: string; timestamp?: number; path?: string; sign?: Buffer; headers?: Record<string, string> } = {},
) {
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  const signed = signNotice(opts.secret ?? t.ctx.config.payment.webhookSecret!, opts.timestamp ?? now(), opts.sign ?? raw);
  return t.inject({
    method: 'POST',
    url: opts.path ?? '/api/v1/payment/webhook/sandbox',
    headers: { 'content-type': 'application/json', ...signed, ...opts.headers },
    payload: raw,
  });
}

const row = async (p: Purchase) => {
  const res = (await t.ctx.db.execute(
    sql`select status, refund_required, paid_at from purchases where id = ${p.purchase_id}`,
  )) as unknown as { rows: { status: string; refund_required: boolean; paid_at: unknown }[] };
  return res.rows[0]!;
};
const timesPaid = (p: Purchase) => subject.paid.filter((id) => id === p.order_id).length;
const refusedLogged = (reason: RegExp) => logs.some((line) => line.includes('payment notice refused') && reason.test(line));

test('a genuine notice pays the purchase and its subject', async () => {
  const p = await startPurchase(t, 'credit_card');
  const res = await deliver(notice(p));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: { success: true } });
  expect(await row(p)).toMatchObject({ status: 'paid', refund_required: false });
  expect(timesPaid(p)).toBe(1);
});

test('a bad signature is refused and logged: wrong secret, body changed after signing, no or broken headers', async () => {
  const p = await startPurchase(t, 'wechat_pay');
  const body = notice(p);
  expectError(await deliver(body, { secret: 'not-the-secret' }), 401, 40120);
  expectError(await deliver(body, { sign: Buffer.from(JSON.stringify({ ...body, id: 'other' })) }), 401, 40120);
  expectError(await deliver(body, { headers: { 'x-payment-signature': 'v1=abc' } }), 401, 40120);
  expectError(await deliver(body, { headers: { 'x-payment-timestamp': 'soon' } }), 401, 40120);
  const bare = await t.inject({ method: 'POST', url: '/api/v1/payment/webhook/sandbox', payload: body });
  expectError(bare, 401, 40120);
  expect((await row(p)).status).toBe('pending');
  expect(refusedLogged(/no signature matches/)).toBe(true);
});

test('a notice signed too long ago (or in the future) is stale; within five minutes it is taken', async () => {
  const p = await startPurchase(t, 'alipay');
  expectError(await deliver(notice(p), { timestamp: now() - 301 }), 401, 40121);
  expectError(await deliver(notice(p), { timestamp: now() + 301 }), 401, 40121);
  expect((await row(p)).status).toBe('pending');
  expect(refusedLogged(/outside the tolerance/)).toBe(true);
  expect((await deliver(notice(p), { timestamp: now() - 240 })).statusCode).toBe(200);
  expect((await row(p)).status).toBe('paid');
});

test('a replayed notice is refused and logged; nothing is paid twice', async () => {
  const p = await startPurchase(t, 'credit_card');
  const body = notice(p);
  expect((await deliver(body)).statusCode).toBe(200);
  expectError(await deliver(body), 409, 40920);
  // Even re-signed now: the event id was taken.
  expectError(await deliver(body, { timestamp: now() + 1 }), 409, 40920);
  expect(timesPaid(p)).toBe(1);
  expect(refusedLogged(new RegExp(body.id))).toBe(true);
});

test('an amount or currency that is not the purchase’s is refused and logged; the right one then pays', async () => {
  const p = await startPurchase(t, 'unionpay', { amount: 4321 });
  expectError(await deliver(notice(p, { amount: 4320 })), 400, 40060);
  expectError(await deliver(notice(p, { amount: 43210 })), 400, 40060);
  expectError(await deliver(notice(p, { currency: 'USD' })), 400, 40060);
  expect((await row(p)).status).toBe('pending');
  expect(refusedLogged(/"amount":4320\b/)).toBe(true);
  expect((await deliver(notice(p))).statusCode).toBe(200);
  expect(timesPaid(p)).toBe(1);
});

test('unknown purchase or gateway, and signed bodies that are no notice, are refused', async () => {
  const p = await startPurchase(t, 'credit_card');
  expectError(await deliver({ ...notice(p), data: { ...notice(p).data, merchant_reference: 'x'.repeat(24) } }), 404, 40401);
  expectError(await deliver(notice(p), { path: '/api/v1/payment/webhook/stripe' }), 404, 40401);
  expectError(await deliver(Buffer.from('{"id": ')), 400, 40004);
  expectError(await deliver({ ...notice(p), type: 'payment.refunded' }), 400, 40004);
  expectError(await deliver({ id: 'evt_x' }), 400, 40004);
  expect((await row(p)).status).toBe('pending');
});

test('failed, canceled and expired notices end a pending purchase; a later "paid" is kept for a refund', async () => {
  for (const [type, status] of [
    ['payment.failed', 'failed'],
    ['payment.canceled', 'canceled'],
    ['payment.expired', 'expired'],
  ] as const) {
    const p = await startPurchase(t, 'alipay');
    expect((await deliver(notice(p, { type }))).statusCode).toBe(200);
    expect(await row(p)).toMatchObject({ status, refund_required: false });
    expect((await deliver(notice(p))).statusCode).toBe(200);
    expect(await row(p)).toMatchObject({ status, refund_required: true });
    expect(timesPaid(p)).toBe(0);
  }
  expect(logs.some((line) => line.includes('refund needed'))).toBe(true);
});

test('a purchase replaced by a new one, or canceled with its order, is never paid: a refund instead', async () => {
  const first = await startPurchase(t, 'wechat_pay');
  const second = await startPurchase(t, 'credit_card', { subjectId: first.order_id });
  expect((await row(first)).status).toBe('canceled');
  expect((await deliver(notice(first))).statusCode).toBe(200);
  expect(await row(first)).toMatchObject({ status: 'canceled', refund_required: true });
  expect(timesPaid(first)).toBe(0);
  await cancelPurchases(t.ctx.db, 'kuji_order', second.order_id);
  expect((await deliver(notice(second))).statusCode).toBe(200);
  expect(await row(second)).toMatchObject({ status: 'canceled', refund_required: true });
  expect(timesPaid(second)).toBe(0);
});

test('a subject that can no longer be paid: its writes are undone, the purchase is paid and marked for a refund', async () => {
  const p = await startPurchase(t, 'credit_card');
  subject.refusing.add(p.order_id);
  expect((await deliver(notice(p))).statusCode).toBe(200);
  expect(await row(p)).toMatchObject({ status: 'paid', refund_required: true });
  expect(await subject.wrote(t.ctx.db, p.order_id)).toBe(false);
  expect(timesPaid(p)).toBe(0);
});

test('when paying the subject fails unexpectedly nothing is kept, so the same notice is taken when sent again', async () => {
  const p = await startPurchase(t, 'credit_card');
  subject.failingOnce.add(p.order_id);
  const body = notice(p);
  expect((await deliver(body)).statusCode).toBe(500);
  expect(await row(p)).toMatchObject({ status: 'pending', paid_at: null });
  expect(await subject.wrote(t.ctx.db, p.order_id)).toBe(false);
  expect((await deliver(body)).statusCode).toBe(200);
  expect((await row(p)).status).toBe('paid');
  expect(timesPaid(p)).toBe(1);
});

test('200 concurrent copies of one "paid" notice: one is taken, the rest are replays, the subject is paid once', async () => {
  const p = await startPurchase(t, 'wechat_pay');
  const body = notice(p);
  const results = await Promise.all(Array.from({ length: 200 }, () => deliver(body)));
  const codes = results.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c === 409)).toHaveLength(199);
  expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error_code === 40920)).toBe(true);
  expect(timesPaid(p)).toBe(1);
  expect(await row(p)).toMatchObject({ status: 'paid', refund_required: false });
}, 120_000);

test('200 concurrent distinct "paid" notices for one purchase: all taken, the subject paid once', async () => {
  const p = await startPurchase(t, 'alipay');
  const results = await Promise.all(Array.from({ length: 200 }, () => deliver(notice(p))));
  expect(results.every((r) => r.statusCode === 200)).toBe(true);
  expect(timesPaid(p)).toBe(1);
  const outcomes = (await t.ctx.db.execute(
    sql`select outcome, count(*)::int as n from payment_events where purchase_id = ${p.purchase_id} group by outcome`,
  )) as unknown as { rows: { outcome: string; n: number }[] };
  expect(Object.fromEntries(outcomes.rows.map((r) => [r.outcome, r.n]))).toEqual({ applied: 1, ignored: 199 });
}, 120_000);
