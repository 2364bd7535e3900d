import { and, eq, sql } from 'drizzle-orm';
import { OrderBody, OrderList } from '@shop/shared/contract';
import { orders, users } from '../../db/schema';
import { DEMO_MEMBER } from '../../seed';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { buyable, postOrder, stockOf, twOrder, type Product } from '../../testing/order-fixtures';
import { orderLinkToken } from './guest-link';

let t: TestApi;
let demo: string;
let other: string;
let tw: Product[];
beforeAll(async () => {
  t = await startTestApi();
  demo = await t.login();
  other = await t.login('collector@shop.local', 'Collect5678');
  tw = await buyable(t);
});
afterAll(() => t.close());

const get = (url: string, authorization?: string) => t.inject({ url, headers: authorization ? { authorization } : {} });
const place = async (body: unknown, headers: Record<string, string>) => {
  const res = await postOrder(t, body, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data as { order: { order_id: number; order_number: string }; guest_token: string | null };
};
const guestOrder = (p: Product, email = 'visitor@example.com') => place(twOrder([{ p, amount: 1 }], { guest_email: email }), {});

describe('GET order (list)', () => {
  test("a member's own orders, newest first, paged and filtered by status", async () => {
    const mine = await place(twOrder([{ p: tw[0]!, amount: 1 }]), { authorization: demo });
    await place(twOrder([{ p: tw[1]!, amount: 1 }]), { authorization: other });
    const res = await get('/api/v1/order?page_size=2', demo);
    expect(res.statusCode).toBe(200);
    expectShape(OrderList, res.json());
    expect(res.json().data[0].order_id).toBe(mine.order.order_id);
    expect(res.json().data).toHaveLength(2);
    const [me] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO_MEMBER.email));
    const [count] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, me!.id));
    expect(res.json().total).toBe(count!.n);
    const shipped = (await get('/api/v1/order?status=shipped', demo)).json();
    expect(shipped.data.length).toBeGreaterThan(0);
    expect(shipped.data.every((o: { status: string }) => o.status === 'shipped')).toBe(true);
    expect((await get('/api/v1/order?page=999', demo)).json()).toMatchObject({ data: [], total: count!.n });
  });

  test('lists by order time, newest first, whatever order the ids were given in', async () => {
    // The seed numbers the demo member's orders newest first: by id alone they would list oldest first.
    const times = (await get('/api/v1/order?page_size=100', demo)).json().data.map((o: { created_at: string }) => o.created_at);
    expect(times.length).toBeGreaterThan(5);
    expect(times).toEqual([...times].sort().reverse());
  });

  test('needs a member; bad queries are 40004', async () => {
    expectError(await get('/api/v1/order'), 403, 40301);
    expectError(await get('/api/v1/order?status=lost', demo), 400, 40004);
    expectError(await get('/api/v1/order?page=0', demo), 400, 40004);
  });
});

describe('GET order/{order_id}: the owner or the guest link, every other caller 404', () => {
  test('the owner reads the record; another member, a visitor and unknown ids get 404', async () => {
    const { order } = await place(twOrder([{ p: tw[2]!, amount: 1 }]), { authorization: demo });
    const res = await get(`/api/v1/order/${order.order_id}`, demo);
    expect(res.statusCode).toBe(200);
    expectShape(OrderBody, res.json());
    expect(res.json().data.delivery.recipient.name).toBe('王小明');
    expectError(await get(`/api/v1/order/${order.order_id}`, other), 404, 40401);
    expectError(await get(`/api/v1/order/${order.order_id}`), 404, 40401);
    expectError(await get(`/api/v1/order/2147483647`, demo), 404, 40401);
    expectError(await get(`/api/v1/order/abc`, demo), 400, 40004);
  });

  test("a guest token opens its own order only; tampered or expired tokens don't", async () => {
    const a = await guestOrder(tw[3]!);
    const b = await guestOrder(tw[4]!);
    const url = (id: number, token: string) => `/api/v1/order/${id}?token=${encodeURIComponent(token)}`;
    expect((await get(url(a.order.order_id, a.guest_token!))).statusCode).toBe(200);
    expectError(await get(url(b.order.order_id, a.guest_token!)), 404, 40401);
    expectError(
      await get(
        url(
          a.order.order_id,
          a.guest_token!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        ),
      ),
      404,
      40401,
    );
    const expired = orderLinkToken(t.ctx.tokens.derivedKey('order-link'), a.order.order_id, -1);
    expectError(await get(url(a.order.order_id, expired)), 404, 40401);
    // A member token does not open a guest's order, and a guest token is no session.
    expectError(await get(`/api/v1/order/${a.order.order_id}`, demo), 404, 40401);
    expectError(await get('/api/v1/order', `Bearer ${a.guest_token}`), 403, 40301);
  });
});

describe('Idempotency-Key', () => {
  test('a retried request answers the same order and takes stock once; another body with that key is refused', async () => {
    const p = tw[5]!;
    const body = twOrder([{ p, amount: 1 }]);
    const before = await stockOf(t, p.id);
    const headers = { authorization: demo, 'idempotency-key': 'checkout-attempt-1' };
    const results = await Promise.all(Array.from({ length: 8 }, () => postOrder(t, body, headers)));
    const ids = new Set(results.map((r) => r.json().data.order.order_id));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(ids.size).toBe(1);
    expect(await stockOf(t, p.id)).toBe(before - 1);
    expectError(await postOrder(t, { ...body, payment_method: 'alipay' }, headers), 409, 40902);
    // The same key from another buyer is another order.
    const theirs = await postOrder(t, body, { authorization: other, 'idempotency-key': 'checkout-attempt-1' });
    expect(theirs.json().data.order.order_id).not.toBe([...ids][0]);
    expectError(await postOrder(t, body, { authorization: demo, 'idempotency-key': 'x'.repeat(129) }), 400, 40004);
  });
});

describe('POST order/{order_id}: pay again', () => {
  test('an open unpaid order gets a new payment, by another method if asked', async () => {
    const { order } = await place(twOrder([{ p: tw[6]!, amount: 1 }]), { authorization: demo });
    const res = await t.inject({
      method: 'POST',
      url: `/api/v1/order/${order.order_id}`,
      headers: { authorization: demo },
      payload: { payment_method: 'alipay' },
    });
    expect(res.statusCode).toBe(200);
    expectShape(OrderBody, res.json());
    expect(res.json().data.payment_method).toBe('alipay');
    const g = await guestOrder(tw[7]!);
    const url = `/api/v1/order/${g.order.order_id}?token=${encodeURIComponent(g.guest_token!)}`;
    expect((await t.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(200);
    expectError(await t.inject({ method: 'POST', url: `/api/v1/order/${g.order.order_id}`, payload: {} }), 404, 40401);
  });

  test("another member cannot pay (or change the method of) a member's open order: 404, the order untouched", async () => {
    const { order } = await place(twOrder([{ p: tw[8]!, amount: 1 }]), { authorization: demo });
    const before = (await get(`/api/v1/order/${order.order_id}`, demo)).json().data;
    const attempt = await t.inject({
      method: 'POST',
      url: `/api/v1/order/${order.order_id}`,
      headers: { authorization: other },
      payload: { payment_method: 'alipay' },
    });
    expectError(attempt, 404, 40401);
    const after = (await get(`/api/v1/order/${order.order_id}`, demo)).json().data;
    expect(after.payment_method).toBe(before.payment_method);
    expect(after.purchase.purchase_id).toBe(before.purchase.purchase_id);
  });

  test('a paid or canceled order cannot be paid again; another member gets 404', async () => {
    const [me] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO_MEMBER.email));
    const [paid] = await t.ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, me!.id), eq(orders.status, 'picking')));
    const [canceled] = await t.ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, me!.id), eq(orders.status, 'canceled')));
    for (const o of [paid!, canceled!]) {
      const post = (authorization: string) =>
        t.inject({ method: 'POST', url: `/api/v1/order/${o.id}`, headers: { authorization }, payload: {} });
      expectError(await post(demo), 400, 40039);
      expectError(await post(other), 404, 40401);
    }
  });
});
