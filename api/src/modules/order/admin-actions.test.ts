import { and, eq } from 'drizzle-orm';
import { AdminOrderBody, type AdminOrderRecord, type OrderDetail, type Purchase } from '@shop/shared/contract';
import { mails, orders, outbox, users } from '../../db/schema';
import { DEMO_MEMBER } from '../../seed';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { auditRows, operatorToken } from '../../testing/operators';
import { buyable, postOrder, priceOf, twOrder, type Product } from '../../testing/order-fixtures';
import { eventually } from '../../testing/outbox';
import { payByCard } from '../../testing/payment-subject';

// The console moves orders as `npm run orders` does, through the same service functions: each move answers the
// order's record, writes its audit row in the same transaction (a refused one writes none), and mails the buyer
// through the outbox. Refunds are the refunds permission's, a staff member's within their limit.

let t: TestApi;
let tw: Product[];
let owner: string;
let staff: string;
let members = 0;
beforeAll(async () => {
  t = await startTestApi({ OUTBOX_POLL_SECONDS: '1' });
  tw = await buyable(t);
  [owner, staff] = await Promise.all([operatorToken(t, 'owner'), operatorToken(t, 'staff', { refundLimit: 500 })]);
});
afterAll(() => t.close());

async function newMember() {
  const email = `console-${members++}-${Date.now()}@example.com`;
  const [u] = await t.ctx.db.insert(users).values({ email }).returning({ id: users.id });
  return { email, auth: `Bearer ${(await t.ctx.tokens.issue(u!.id)).jwt}` };
}

/** A member's order of `amount` × `p`, paid on the sandbox's card page. */
async function paidOrder(auth: string, p: Product = tw[0]!, amount = 1) {
  const res = await postOrder(t, twOrder([{ p, amount }]), { authorization: auth, locale: 'en' });
  expect(res.statusCode).toBe(200);
  const order = res.json().data.order as OrderDetail & { purchase: Purchase };
  const paid = await payByCard(t, order.purchase.payment_url);
  expect(paid.statusCode).toBe(303);
  return order;
}

const act = (id: number, action: string, auth: string, payload?: unknown) =>
  t.inject({
    method: 'POST',
    url: `/api/admin/v1/orders/${id}/${action}`,
    headers: { authorization: auth, locale: 'en' },
    ...(payload === undefined ? {} : { payload }),
  });

/** The action's answer: 200 and the order's record. */
async function done(res: Awaited<ReturnType<typeof act>>): Promise<AdminOrderRecord> {
  expect(res.statusCode).toBe(200);
  expectShape(AdminOrderBody, res.json());
  return res.json().data;
}

const auditOf = async (id: number) => (await auditRows(t)).filter((r) => r.target === 'order' && r.targetId === String(id));
const operatorId = async (auth: string) =>
  (await t.inject({ url: '/api/admin/v1/me', headers: { authorization: auth } })).json().data.operator.id as number;
const statusOf = async (id: number) =>
  (await t.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
/** The record once `check` holds (a refund settles when the gateway's notice comes). */
const recordOnce = (id: number, check: (r: AdminOrderRecord) => boolean, what: string) =>
  eventually(async () => {
    const r = (await t.inject({ url: `/api/admin/v1/orders/${id}`, headers: { authorization: owner } })).json().data;
    return check(r) ? (r as AdminOrderRecord) : undefined;
  }, what);
/** The mail to `to` whose subject matches, once there are `times` of them. */
const mailsMatching = (to: string, subject: RegExp, times = 1) =>
  eventually(async () => {
    const found = (await t.ctx.db.select().from(mails).where(eq(mails.to, to))).filter((x) => subject.test(x.subject));
    return found.length >= times ? found : undefined;
  }, `${times} mail(s) to ${to} matching ${subject}`);

test('advance to picking, ship with carrier and tracking (mailed), advance to finished; each move audited', async () => {
  const m = await newMember();
  const order = await paidOrder(m.auth);
  const id = order.order_id;
  expect((await done(await act(id, 'advance', staff))).order.status).toBe('picking');
  // Picking ships with a tracking code: advance does not guess one.
  expectError(await act(id, 'advance', staff), 409, 40990);
  const shipped = await done(await act(id, 'ship', staff, { carrier: 'Black Cat', tracking_code: 'TW55555' }));
  expect(shipped.order).toMatchObject({ status: 'shipped', shipping: { carrier: 'Black Cat', shipping_code: 'TW55555' } });
  const [mail] = await mailsMatching(m.email, /^Order \S+ shipped$/);
  expect(mail!.text).toContain('TW55555');
  expect((await done(await act(id, 'advance', staff))).order.status).toBe('finished');
  expectError(await act(id, 'advance', staff), 409, 40990);
  expectError(await act(id, 'ship', staff, { carrier: 'Black Cat', tracking_code: 'TW1' }), 409, 40990);

  const staffId = await operatorId(staff);
  const rows = await auditOf(id);
  expect(rows.map((r) => [r.operatorId, r.action, r.target, r.targetId])).toEqual([
    [staffId, 'order.advance', 'order', String(id)],
    [staffId, 'order.ship', 'order', String(id)],
    [staffId, 'order.advance', 'order', String(id)],
  ]);
  expect(rows[0]).toMatchObject({
    before: { status: 'pending_activation', picking_at: null, finished_at: null },
    after: { status: 'picking', picking_at: expect.any(String), finished_at: null },
  });
  expect(rows[1]).toMatchObject({
    before: { status: 'picking', shipping_code: null, carrier: null, shipped_at: null },
    after: { status: 'shipped', shipping_code: 'TW55555', carrier: 'Black Cat', shipped_at: expect.any(String) },
  });
  expect(rows[2]).toMatchObject({
    before: { status: 'shipped' },
    after: { status: 'finished', finished_at: expect.any(String) },
  });
});

test('finish a shipped order; an unpaid order is not advanced', async () => {
  const m = await newMember();
  const paid = await paidOrder(m.auth);
  await done(await act(paid.order_id, 'advance', owner));
  await done(await act(paid.order_id, 'ship', owner, { carrier: 'HCT', tracking_code: 'HCT-1' }));
  expect((await done(await act(paid.order_id, 'finish', owner))).order.status).toBe('finished');
  expect((await auditOf(paid.order_id)).at(-1)).toMatchObject({
    action: 'order.finish',
    before: { status: 'shipped', finished_at: null },
    after: { status: 'finished', finished_at: expect.any(String) },
  });
  const unpaid = (await postOrder(t, twOrder([{ p: tw[1]!, amount: 1 }]), { authorization: m.auth })).json().data.order;
  expectError(await act(unpaid.order_id, 'advance', staff), 409, 40990);
  expectError(await act(unpaid.order_id, 'finish', staff), 409, 40990);
  expect(await auditOf(unpaid.order_id)).toEqual([]);
});

test('cancel: an unpaid order at once; a paid one refunded in full and canceled once the money is back', async () => {
  const m = await newMember();
  const unpaid = (await postOrder(t, twOrder([{ p: tw[2]!, amount: 1 }]), { authorization: m.auth })).json().data.order;
  const canceled = await done(await act(unpaid.order_id, 'cancel', staff));
  expect(canceled.order).toMatchObject({ status: 'canceled', cancel_reason: 'canceled_by_shop' });
  expect(canceled.payments.map((p) => p.status)).toEqual(['canceled']);
  expect(await auditOf(unpaid.order_id)).toMatchObject([
    {
      action: 'order.cancel',
      before: { status: 'pending_activation', cancel_reason: null, canceled_at: null },
      after: { status: 'canceled', cancel_reason: 'canceled_by_shop', canceled_at: expect.any(String), refund_id: null },
    },
  ]);
  expectError(await act(unpaid.order_id, 'cancel', staff), 409, 40990);

  const paid = await paidOrder(m.auth, tw[3]!);
  // Canceling a paid order gives its money back: within a staff member's refund limit, as a refund is.
  const noRefunds = await operatorToken(t, 'staff', { refundLimit: 0 });
  expectError(await act(paid.order_id, 'cancel', noRefunds), 403, 40341);
  expect(await auditOf(paid.order_id)).toEqual([]);
  const asked = await done(await act(paid.order_id, 'cancel', owner));
  expect(asked.order).toMatchObject({ status: 'refund_requested', cancel_reason: 'canceled_by_shop' });
  const [row] = await auditOf(paid.order_id);
  expect(row).toMatchObject({
    after: { status: 'refund_requested', refund_id: expect.stringMatching(/^rf_/), amount: paid.amounts.total },
  });
  const settled = await recordOnce(paid.order_id, (r) => r.order.status === 'canceled', 'the refund to settle');
  expect(settled.order.refunds).toEqual([
    expect.objectContaining({ amount: paid.amounts.total, reason: 'shop_canceled', status: 'succeeded' }),
  ]);
  expect(settled.timeline.map((s) => s.step)).toEqual(expect.arrayContaining(['placed', 'paid', 'refund_requested', 'canceled']));
});

test("a buyer's cancellation request: declined back to picking, asked again and approved", async () => {
  const m = await newMember();
  const order = await paidOrder(m.auth, tw[4]!);
  const id = order.order_id;
  await done(await act(id, 'advance', staff));
  const ask = () => t.inject({ method: 'POST', url: `/api/v1/order/${id}/cancel`, headers: { authorization: m.auth } });
  expect((await ask()).json().data.order.status).toBe('refund_requested');
  const declined = await done(await act(id, 'decline-cancel', staff));
  expect(declined.order).toMatchObject({ status: 'picking', refund_requested_at: null });
  expectError(await act(id, 'decline-cancel', staff), 409, 40990);
  expectError(await act(id, 'approve-cancel', staff), 409, 40990);
  await ask();
  expectError(await act(id, 'approve-cancel', await operatorToken(t, 'staff', { refundLimit: 0 })), 403, 40341);
  const approved = await done(await act(id, 'approve-cancel', owner));
  expect(approved.order).toMatchObject({ status: 'refund_requested', cancel_reason: 'canceled_by_shopper' });
  expectError(await act(id, 'approve-cancel', owner), 409, 40990);
  await recordOnce(id, (r) => r.order.status === 'canceled', 'the approved refund to settle');
  const rows = (await auditOf(id)).filter((r) => r.action !== 'order.advance');
  expect(rows).toMatchObject([
    {
      action: 'order.decline-cancel',
      before: { status: 'refund_requested', refund_requested_at: expect.any(String) },
      after: { status: 'picking', refund_requested_at: null },
    },
    {
      action: 'order.approve-cancel',
      before: { status: 'refund_requested', cancel_reason: null },
      after: {
        status: 'refund_requested',
        cancel_reason: 'canceled_by_shopper',
        refund_id: expect.stringMatching(/^rf_/),
        amount: order.amounts.total,
      },
    },
  ]);
  await mailsMatching(m.email, /^Order \S+ cannot be canceled$/);
});

describe('refund', () => {
  let order: OrderDetail;
  beforeAll(async () => {
    const m = await newMember();
    const dear = tw.find((p) => priceOf(p) >= 400)!;
    order = await paidOrder(m.auth, dear, Math.min(3, dear.purchaseLimit));
    expect(order.amounts.total).toBeGreaterThan(1000);
  });

  test("a staff member's refund above their limit is refused and nothing is refunded", async () => {
    expectError(await act(order.order_id, 'refund', staff, { amount: 501 }), 403, 40341);
    const record = await done(
      await t.inject({ url: `/api/admin/v1/orders/${order.order_id}`, headers: { authorization: staff } }),
    );
    expect(record.order.refunds).toEqual([]);
    expect(await auditOf(order.order_id)).toEqual([]);
  });

  test('within it, taken; refunds of one order add up against the limit, so it cannot be split', async () => {
    const taken = await done(await act(order.order_id, 'refund', staff, { amount: 300 }));
    expect(taken.order.refunds).toEqual([expect.objectContaining({ amount: 300, reason: 'adjustment' })]);
    expect(taken.order.status).toBe('pending_activation');
    expectError(await act(order.order_id, 'refund', staff, { amount: 201 }), 403, 40341);
    await done(await act(order.order_id, 'refund', staff, { amount: 200 }));
    expect(await auditOf(order.order_id)).toMatchObject([
      {
        operatorId: await operatorId(staff),
        action: 'order.refund',
        before: { status: 'pending_activation', refunded_amount: 0 },
        after: { status: 'pending_activation', amount: 300, refund_id: expect.stringMatching(/^rf_/) },
      },
      { action: 'order.refund', after: { amount: 200 } },
    ]);
    // Another staff member has their own limit.
    const other = await operatorToken(t, 'staff', { refundLimit: 100 });
    await done(await act(order.order_id, 'refund', other, { amount: 100 }));
  });

  test('twenty refunds of one staff member at once stay within their limit together', async () => {
    const racer = await operatorToken(t, 'staff', { refundLimit: 50 });
    const tries = await Promise.all(Array.from({ length: 20 }, () => act(order.order_id, 'refund', racer, { amount: 10 })));
    expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(tries.filter((r) => r.statusCode !== 200).every((r) => r.json().error_code === 40341)).toBe(true);
    const racerId = await operatorId(racer);
    expect((await auditOf(order.order_id)).filter((r) => r.operatorId === racerId)).toHaveLength(5);
  });

  test("the owner's refund is above any limit; never more than is left", async () => {
    const limited = await operatorToken(t, 'owner', { refundLimit: 10 });
    const left = order.amounts.total - 650;
    expectError(await act(order.order_id, 'refund', limited, { amount: left + 1 }), 409, 40990);
    const all = await done(await act(order.order_id, 'refund', limited, { amount: left }));
    expect(all.order.refunds.map((r) => r.amount)).toEqual([300, 200, 100, 10, 10, 10, 10, 10, left]);
    const settled = await recordOnce(
      order.order_id,
      (r) => r.order.refunded_amount === order.amounts.total,
      'every refund to settle',
    );
    expect(settled.notices.filter((n) => n.event === 'order.refunded')).toHaveLength(9);
    expectError(await act(order.order_id, 'refund', owner, { amount: 1 }), 409, 40990);
  });

  test('an order paid without a payment of ours (seeded) or not paid has nothing to refund: 409', async () => {
    const [seeded] = await t.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(users.email, DEMO_MEMBER.email), eq(orders.status, 'picking')));
    expectError(await act(seeded!.id, 'refund', owner, { amount: 1 }), 409, 40990);
    const m = await newMember();
    const unpaid = (await postOrder(t, twOrder([{ p: tw[5]!, amount: 1 }]), { authorization: m.auth })).json().data.order;
    expectError(await act(unpaid.order_id, 'refund', owner, { amount: 1 }), 409, 40990);
  });

  test('bad amounts are 400 40004', async () => {
    for (const payload of [{ amount: 0 }, { amount: -5 }, { amount: 1.5 }, { amount: '10' }, {}, { amount: 1, why: 'x' }])
      expectError(await act(order.order_id, 'refund', owner, payload), 400, 40004);
  });
});

test('resend mails a notice the order has had again, with the facts it first had; never one it has not', async () => {
  const m = await newMember();
  const order = await paidOrder(m.auth, tw[6]!);
  await mailsMatching(m.email, /^Order \S+ paid$/);
  const resent = await done(await act(order.order_id, 'resend', staff, { event: 'order.placed' }));
  expect(resent.notices.map((n) => n.event)).toEqual(['order.placed', 'order.paid', 'order.placed']);
  const twice = await mailsMatching(m.email, new RegExp(`^Order ${order.order_number} received$`), 2);
  expect(twice[1]!.text).toContain(order.order_number);
  const placedFacts = await t.ctx.db
    .select({ facts: outbox.facts })
    .from(outbox)
    .where(and(eq(outbox.orderId, order.order_id), eq(outbox.event, 'order.placed')));
  expect(placedFacts[1]!.facts).toEqual(placedFacts[0]!.facts);
  expect(await auditOf(order.order_id)).toMatchObject([
    {
      action: 'order.resend',
      before: { status: 'pending_activation' },
      after: { status: 'pending_activation', event: 'order.placed' },
    },
  ]);
  expectError(await act(order.order_id, 'resend', staff, { event: 'order.shipped' }), 409, 40990);
  expectError(await act(order.order_id, 'resend', staff, { event: 'account.password_changed' }), 400, 40004);
  expectError(await act(order.order_id, 'resend', staff, {}), 400, 40004);
});

test('bad input is 400 40004, an unknown order 404 40440; neither writes an audit row', async () => {
  const m = await newMember();
  const order = await paidOrder(m.auth, tw[7]!);
  await done(await act(order.order_id, 'advance', staff));
  const before = (await auditRows(t)).length;
  for (const payload of [
    {},
    { carrier: 'Black Cat' },
    { carrier: '   ', tracking_code: 'TW1' },
    { carrier: 'Black Cat', tracking_code: 'TW 1' },
    { carrier: 'Black Cat', tracking_code: '' },
    { carrier: 'Black Cat', tracking_code: 'TW1', note: 'x' },
  ])
    expectError(await act(order.order_id, 'ship', staff, payload), 400, 40004);
  expectError(await act(order.order_id, 'ship', staff), 400, 40004);
  for (const action of ['advance', 'finish', 'cancel', 'approve-cancel', 'decline-cancel'])
    expectError(await act(2147483647, action, staff), 404, 40440);
  expectError(await act(2147483647, 'ship', staff, { carrier: 'x', tracking_code: 'y' }), 404, 40440);
  expectError(await act(2147483647, 'refund', owner, { amount: 1 }), 404, 40440);
  expectError(await act(2147483647, 'resend', staff, { event: 'order.paid' }), 404, 40440);
  expectError(await act(0, 'advance', staff), 400, 40004);
  expect(await auditRows(t)).toHaveLength(before);
  expect(await statusOf(order.order_id)).toBe('picking');
});

test('a merchandiser is refused 403 40340 on every action, nobody without a session 401 40141; nothing moves', async () => {
  const merchandiser = await operatorToken(t, 'merchandiser');
  const m = await newMember();
  const order = await paidOrder(m.auth, tw[8]!);
  const before = (await auditRows(t)).length;
  const actions: [string, unknown][] = [
    ['advance', undefined],
    ['ship', { carrier: 'Black Cat', tracking_code: 'TW1' }],
    ['finish', undefined],
    ['cancel', undefined],
    ['approve-cancel', undefined],
    ['decline-cancel', undefined],
    ['refund', { amount: 1 }],
    ['resend', { event: 'order.paid' }],
  ];
  for (const [action, payload] of actions) {
    expectError(await act(order.order_id, action, merchandiser, payload), 403, 40340);
    expectError(
      await t.inject({ method: 'POST', url: `/api/admin/v1/orders/${order.order_id}/${action}`, payload: payload ?? {} }),
      401,
      40141,
    );
  }
  expect(await auditRows(t)).toHaveLength(before);
  expect(await statusOf(order.order_id)).toBe('pending_activation');
});
