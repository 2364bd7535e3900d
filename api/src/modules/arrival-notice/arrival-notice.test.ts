import { eq } from 'drizzle-orm';
import { ArrivalNoticeResult } from '@shop/shared/contract';
import { arrivalNotices } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';

let t: TestApi;
let soldOut: number;
beforeAll(async () => {
  t = await startTestApi({});
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
