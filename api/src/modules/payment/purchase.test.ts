import { sql } from 'drizzle-orm';
import { Purchase, apiErrors } from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { cancelPurchases, createPurchase, expirePurchases, latestPurchase } from './service';
import { testPaymentSubject, startPurchase, submitForm, TEST_SUBJECT } from '../../testing/payment-subject';

// Starting, replacing, canceling and expiring purchases, and who may read one.

let t: TestApi;
let demo: { id: number; auth: string };
let other: { id: number; auth: string };

async function signIn(email: string, password: string) {
  const res = await t.inject({ method: 'POST', url: '/api/v1/account/login', payload: { email, password } });
  return { id: res.json().data.user_id as number, auth: `Bearer ${res.json().data.jwt}` };
}

beforeAll(async () => {
  t = await startTestApi({}, { paymentSubjects: testPaymentSubject().subjects });
  demo = await signIn('demo@shop.local', 'Demo1234');
  other = await signIn('collector@shop.local', 'Collect5678');
});
afterAll(() => t.close());

const read = (p: Purchase, opts: { auth?: string; token?: string } = {}) =>
  t.inject({
    url: `/api/v1/purchase/${p.purchase_id}${opts.token ? `?token=${encodeURIComponent(opts.token)}` : ''}`,
    headers: opts.auth ? { authorization: opts.auth } : {},
  });

describe('GET purchase/{purchase_id}', () => {
  test("a member reads their own purchase; another member's, or no sign-in, is 404", async () => {
    const p = await startPurchase(t, 'credit_card', { userId: demo.id });
    const own = await read(p, { auth: demo.auth });
    expect(own.statusCode).toBe(200);
    expectShape(Purchase, own.json().data);
    expect(own.json().data).toEqual(p);
    expectError(await read(p, { auth: other.auth }), 404, 40401);
    expectError(await read(p), 404, 40401);
    expectError(await read(p, { auth: other.auth, token: 'guest-1' }), 404, 40401);
  });

  test("a guest's purchase is read with the token its subject accepts, and only with it", async () => {
    const p = await startPurchase(t, 'wechat_pay', { userId: null });
    expect((await read(p, { token: `guest-${p.order_id}` })).json().data.purchase_id).toBe(p.purchase_id);
    expectError(await read(p), 404, 40401);
    expectError(await read(p, { token: `guest-${p.order_id + 1}` }), 404, 40401);
    expectError(await read(p, { auth: demo.auth }), 404, 40401);
  });

  test('unknown ids are 404, malformed ones 400, a broken session 40301', async () => {
    expectError(await t.inject('/api/v1/purchase/AAAAAAAAAAAAAAAAAAAAAAAA'), 404, 40401);
    expectError(await t.inject('/api/v1/purchase/short'), 400, 40004);
    expectError(await t.inject('/api/v1/purchase/has%20space%20in%20it%20here'), 400, 40004);
    const p = await startPurchase(t, 'alipay', { userId: demo.id });
    expectError(await read(p, { auth: 'Bearer not.a.token' }), 403, 40301);
  });

  test('ids are unguessable: long, random, never repeated', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => startPurchase(t, 'alipay').then((p) => p.purchase_id)));
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});

describe('createPurchase', () => {
  test('a new purchase replaces the pending one of the same subject, which the gateway then refuses', async () => {
    const first = await startPurchase(t, 'wechat_pay', { userId: demo.id });
    const second = await startPurchase(t, 'credit_card', { userId: demo.id, subjectId: first.order_id });
    expect((await read(first, { auth: demo.auth })).json().data.status).toBe('canceled');
    expect((await read(second, { auth: demo.auth })).json().data.status).toBe('pending');
    const page = await submitForm(t, new URL(first.qr_code!).pathname, { action: 'confirm' });
    expect(page.body).toContain('Payment canceled');
    expect((await latestPurchase(t.ctx.db, TEST_SUBJECT, first.order_id))?.purchase_id).toBe(second.purchase_id);
  });

  test('50 concurrent starts for one subject leave exactly one pending purchase', async () => {
    const subjectId = 900_001;
    const started = await Promise.all(
      Array.from({ length: 50 }, (_, i) => startPurchase(t, i % 2 ? 'alipay' : 'credit_card', { subjectId })),
    );
    expect(new Set(started.map((p) => p.purchase_id)).size).toBe(50);
    const rows = (await t.ctx.db.execute(
      sql`select status, count(*)::int as n from purchases where subject = ${TEST_SUBJECT} and subject_id = ${subjectId} group by status`,
    )) as unknown as { rows: { status: string; n: number }[] };
    expect(Object.fromEntries(rows.rows.map((r) => [r.status, r.n]))).toEqual({ pending: 1, canceled: 49 });
  }, 120_000);

  test('refuses a return path off the shop and an amount that is not a positive integer', async () => {
    const base = { subject: TEST_SUBJECT, subjectId: 77, userId: null, method: 'credit_card', locale: 'tw' } as const;
    for (const returnPath of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'result'])
      await expect(createPurchase(t.ctx.db, { ...base, amount: 100, returnPath })).rejects.toMatchObject({
        entry: apiErrors.BAD_PARAMS,
      });
    for (const amount of [0, -5, 1.5, 2 ** 31])
      await expect(createPurchase(t.ctx.db, { ...base, amount, returnPath: '/result' })).rejects.toMatchObject({
        entry: apiErrors.BAD_PARAMS,
      });
  });
});

test('cancelPurchases cancels the pending purchase here and at the gateway', async () => {
  const p = await startPurchase(t, 'credit_card', { userId: demo.id });
  await cancelPurchases(t.ctx.db, TEST_SUBJECT, p.order_id);
  expect((await read(p, { auth: demo.auth })).json().data.status).toBe('canceled');
  expect((await t.inject(new URL(p.payment_url).pathname)).body).toContain('Payment canceled');
});

test('purchases expire: at their time on read, and by the sweep', async () => {
  const ttl = t.ctx.config.payment.ttlSeconds;
  const p = await startPurchase(t, 'alipay', { userId: demo.id });
  expect(Date.parse(p.expires_at) - Date.now()).toBeGreaterThan((ttl - 60) * 1000);
  expect(Date.parse(p.expires_at) - Date.now()).toBeLessThanOrEqual(ttl * 1000);
  const past = sql`now() - interval '1 second'`;
  await t.ctx.db.execute(sql`update purchases set expires_at = ${past} where id = ${p.purchase_id}`);
  expect((await read(p, { auth: demo.auth })).json().data.status).toBe('expired');

  const swept = await startPurchase(t, 'credit_card', { userId: demo.id });
  const kept = await startPurchase(t, 'credit_card', { userId: demo.id });
  await t.ctx.db.execute(sql`update purchases set expires_at = ${past} where id = ${swept.purchase_id}`);
  expect(await expirePurchases(t.ctx.db)).toBeGreaterThanOrEqual(1);
  const statuses = (await t.ctx.db.execute(
    sql`select id, status from purchases where id in (${swept.purchase_id}, ${kept.purchase_id})`,
  )) as unknown as { rows: { id: string; status: string }[] };
  expect(Object.fromEntries(statuses.rows.map((r) => [r.id, r.status]))).toEqual({
    [swept.purchase_id]: 'expired',
    [kept.purchase_id]: 'pending',
  });
});

test('the OpenAPI document lists the purchase for members and visitors, and tags the webhook as a gateway callback', async () => {
  const doc = (await t.inject('/api/v1/openapi.json')).json();
  expect(doc.paths['/api/v1/purchase/{purchase_id}'].get.security).toEqual([{}, { bearer: [] }]);
  const webhook = doc.paths['/api/v1/payment/webhook/{provider}'].post;
  expect(webhook.tags).toEqual(['provider-callbacks']);
  expect(webhook.security).toEqual([]);
});

describe('without a payment provider', () => {
  let off: TestApi;
  beforeAll(async () => {
    off = await startTestApi({ PAYMENT_PROVIDER: 'none' });
  });
  afterAll(() => off.close());

  test('starting a payment answers PAYMENT_UNAVAILABLE; no sandbox pages, no webhook', async () => {
    await expect(
      createPurchase(off.ctx.db, {
        subject: TEST_SUBJECT,
        subjectId: 1,
        userId: null,
        amount: 100,
        method: 'alipay',
        locale: 'en',
        returnPath: '/result',
      }),
    ).rejects.toMatchObject({ entry: apiErrors.PAYMENT_UNAVAILABLE });
    expect((await off.inject('/dev/payment/phone')).statusCode).toBe(404);
    expectError(await off.inject({ method: 'POST', url: '/api/v1/payment/webhook/sandbox', payload: {} }), 404, 40401);
  });
});
