import { eq } from 'drizzle-orm';
import { ArrivalNoticeResult } from '@shop/shared/contract';
import { arrivalNotices } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { buyable, postOrder, setProduct, stockOf, twOrder } from '../../testing/order-fixtures';
import { mailsTo, outboxSettled } from '../../testing/outbox';

let t: TestApi;
let soldOut: number;
beforeAll(async () => {
  t = await startTestApi({ OUTBOX_POLL_SECONDS: '1' });
  soldOut = (await t.inject('/api/v1/product?availability=sold_out&page_size=5')).json().data[0].product_id;
});
afterAll(() => t.close());

const notice = (id: number, payload: unknown, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: `/api/v1/product/${id}/arrival-notice`, payload, headers });

test('a visitor by e-mail; a second request for the same address creates nothing', async () => {
  const first = await notice(soldOut, { email: 'Fan@Example.com' });
  expect(first.statusCode).toBe(200);
  expectShape(ArrivalNoticeResult, first.json());
  expect(first.json().data.created).toBe(true);
  expect((await notice(soldOut, { email: 'fan@example.com' })).json().data.created).toBe(false);
});

test('a member without an e-mail in the body uses the account address', async () => {
  const auth = await t.login();
  expect((await notice(soldOut, {}, { authorization: auth })).json().data.created).toBe(true);
  const rows = await t.ctx.db.select().from(arrivalNotices).where(eq(arrivalNotices.email, 'demo@shop.local'));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.userId).not.toBeNull();
});

test('bad input, unknown product, invalid token', async () => {
  expectError(await notice(soldOut, {}), 400, 40004);
  expectError(await notice(soldOut, { email: 'nope' }), 400, 40004);
  expectError(await notice(soldOut, { email: 'a@b.co', extra: 1 }), 400, 40004);
  expectError(await notice(987654, { email: 'a@b.co' }), 404, 40401);
  expectError(await notice(soldOut, { email: 'a@b.co' }, { authorization: 'Bearer broken' }), 403, 40301);
});

test('requests per address are rate limited', async () => {
  const strict = await startTestApi({ RATE_NOTICE_PER_MINUTE: '2' });
  const hit = () =>
    strict.inject({ method: 'POST', url: `/api/v1/product/${soldOut}/arrival-notice`, payload: { email: 'x@example.com' } });
  expect((await hit()).statusCode).toBe(200);
  expect((await hit()).statusCode).toBe(200);
  expectError(await hit(), 429, 42901);
  await strict.close();
});

test('race: 500 concurrent requests for one product and address create one notice', async () => {
  const email = 'racer@example.com';
  const results = await Promise.all(Array.from({ length: 500 }, () => notice(soldOut, { email })));
  expect(results.every((r) => r.statusCode === 200)).toBe(true);
  expect(results.filter((r) => r.statusCode === 200 && r.json().data.created)).toHaveLength(1);
  const rows = await t.ctx.db.select().from(arrivalNotices).where(eq(arrivalNotices.email, email));
  expect(rows).toHaveLength(1);
});

test('when units of a sold-out product come back, everyone waiting is told once, in the language they asked in', async () => {
  const [p] = await buyable(t);
  await setProduct(t, p!.id, { stock: 1, purchaseLimit: 5 });
  const placed = await postOrder(t, twOrder([{ p: p!, amount: 1 }], { guest_email: 'last-unit@example.com' }));
  expect(placed.statusCode).toBe(200);
  expect(await stockOf(t, p!.id)).toBe(0);
  const stamp = Date.now();
  const [en, cn] = [`waits-en-${stamp}@example.com`, `waits-cn-${stamp}@example.com`];
  await notice(p!.id, { email: en }, { locale: 'en' });
  await notice(p!.id, { email: cn }, { locale: 'zh-CN' });
  const { order, guest_token } = placed.json().data;
  const canceled = await t.inject({
    method: 'POST',
    url: `/api/v1/order/${order.order_id}/cancel?token=${encodeURIComponent(guest_token)}`,
  });
  expect(canceled.statusCode).toBe(200);
  const [toEn] = await mailsTo(t.ctx.db, en);
  expect(toEn!.subject).toBe(`Back in stock: ${p!.nameEn}`);
  expect(toEn!.text).toContain(`/product/${p!.id}`);
  expect((await mailsTo(t.ctx.db, cn))[0]!.subject).toBe(`到货通知：${p!.nameCn}`);
  // Told once: the unit sells and comes back again, and nobody waits any more (asking again is a new wait).
  const again = await postOrder(t, twOrder([{ p: p!, amount: 1 }], { guest_email: 'last-unit@example.com' }));
  await t.inject({
    method: 'POST',
    url: `/api/v1/order/${again.json().data.order.order_id}/cancel?token=${encodeURIComponent(again.json().data.guest_token)}`,
  });
  await outboxSettled(t.ctx.db);
  expect(await mailsTo(t.ctx.db, en)).toHaveLength(1);
  expect((await notice(p!.id, { email: en })).json().data.created).toBe(true);
});
