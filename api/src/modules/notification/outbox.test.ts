import { and, asc, eq, type SQL } from 'drizzle-orm';
import { mails, orders, outbox, users } from '../../db/schema';
import { freePort, startTestApi, type TestApi } from '../../testing/harness';
import { get, openBox, paidNotice, placed } from '../../testing/kuji-order-fixtures';
import { buyable, postOrder, twOrder, type Product } from '../../testing/order-fixtures';
import { eventually, mailsTo, outboxSettled } from '../../testing/outbox';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { markOrderPaid, moveOrder } from '../order/service';
import { startNotices } from '../index';
import { runOutboxCommand } from './operator';
import { notify } from './outbox';

// Every change a shopper cares about writes its notice in its own transaction; the worker mails it in the order's
// language, retries while the mail server is down, gives up after its last try, and never sends one notice twice
// from two workers at once.

let t: TestApi;
let tw: Product[];
beforeAll(async () => {
  t = await startTestApi({ OUTBOX_POLL_SECONDS: '1' });
  tw = await buyable(t);
});
afterAll(() => t.close());

let members = 0;
async function newMember(api: TestApi) {
  const email = `outbox-${members++}-${Date.now()}@example.com`;
  const [u] = await api.ctx.db.insert(users).values({ email }).returning({ id: users.id });
  return { id: u!.id, email, auth: `Bearer ${(await api.ctx.tokens.issue(u!.id)).jwt}` };
}

const notices = (db: TestApi['ctx']['db'], orderId: number) =>
  db.select().from(outbox).where(eq(outbox.orderId, orderId)).orderBy(asc(outbox.id));

// The relay accepts a mail a moment before its worker marks the notice sent: wait for the mark, not just the mail.
const settled = (db: TestApi['ctx']['db'], of: SQL) =>
  eventually(async () => {
    const rows = await db.select().from(outbox).where(of).orderBy(asc(outbox.id));
    return rows.every((n) => n.state !== 'pending') ? rows : undefined;
  }, 'notices marked');

test("a member's order is mailed at each step, in the language it was placed in", async () => {
  const m = await newMember(t);
  const res = await postOrder(t, twOrder([{ p: tw[0]!, amount: 2 }]), { authorization: m.auth, locale: 'en' });
  expect(res.statusCode).toBe(200);
  const { order_id: id, order_number: number } = res.json().data.order;
  const [placed] = await mailsTo(t.ctx.db, m.email);
  expect(placed!.subject).toContain(number);
  expect(placed!.text).toContain(`/order-detail?order_id=${id}`);
  expect(placed!.text).not.toContain('token=');

  await t.ctx.db.transaction((tx) => markOrderPaid(tx, id));
  await moveOrder(t.ctx.db, id, 'picking');
  await moveOrder(t.ctx.db, id, 'shipped', { shippingCode: 'TW123456789', carrier: 'Black Cat' });
  await moveOrder(t.ctx.db, id, 'finished');
  const all = await mailsTo(t.ctx.db, m.email, 5);
  expect(all).toHaveLength(5);
  const subjects = ['received', 'paid', 'is being prepared', 'shipped', 'completed'].map((s) => `Order ${number} ${s}`);
  expect(all.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
  const shipped = all.find((mail) => mail.subject === `Order ${number} shipped`)!;
  expect(shipped.text).toContain('Carrier: Black Cat');
  expect(shipped.text).toContain('Tracking number: TW123456789');
  expect((await settled(t.ctx.db, eq(outbox.orderId, id))).map((n) => [n.event, n.state])).toEqual([
    ['order.placed', 'sent'],
    ['order.paid', 'sent'],
    ['order.picking', 'sent'],
    ['order.shipped', 'sent'],
    ['order.finished', 'sent'],
  ]);
});

test('a Chinese order is mailed in Chinese; a canceled one says so', async () => {
  const m = await newMember(t);
  const res = await postOrder(t, twOrder([{ p: tw[1]!, amount: 1 }]), { authorization: m.auth, locale: 'zh-CN' });
  const { order_id: id } = res.json().data.order;
  const [placed] = await mailsTo(t.ctx.db, m.email);
  expect(placed!.subject).toMatch(/订单/);
  const cancel = await t.inject({ method: 'POST', url: `/api/v1/order/${id}/cancel`, headers: { authorization: m.auth } });
  expect(cancel.statusCode).toBe(200);
  const [, canceled] = await mailsTo(t.ctx.db, m.email, 2);
  expect(canceled!.subject).toMatch(/取消/);
  const [row] = await t.ctx.db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, id));
  expect(row!.locale).toBe('cn');
});

test('a notice is written with its change or not at all', async () => {
  const m = await newMember(t);
  const res = await postOrder(t, twOrder([{ p: tw[2]!, amount: 1 }]), { authorization: m.auth });
  const id = res.json().data.order.order_id as number;
  await expect(
    t.ctx.db.transaction(async (tx) => {
      await notify(tx, 'order.paid', [{ orderId: id }]);
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  // A refused order (its price changed) leaves neither an order nor a notice.
  const body = twOrder([{ p: tw[2]!, amount: 1 }]);
  expect((await postOrder(t, { ...body, expected_total: body.expected_total + 1 }, { authorization: m.auth })).statusCode).toBe(
    400,
  );
  await outboxSettled(t.ctx.db);
  const events = await t.ctx.db
    .select({ event: outbox.event })
    .from(outbox)
    .innerJoin(orders, eq(orders.id, outbox.orderId))
    .where(eq(orders.userId, m.id));
  expect(events).toEqual([{ event: 'order.placed' }]);
  expect(await t.ctx.db.select().from(mails).where(eq(mails.to, m.email))).toHaveLength(1);
});

describe('over SMTP', () => {
  let smtp: TestApi;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink(await freePort(), { up: false });
    smtp = await startTestApi({
      SMTP_URL: sink.url,
      OUTBOX_POLL_SECONDS: '1',
      OUTBOX_RETRY_SECONDS: '1',
      OUTBOX_MAX_ATTEMPTS: '30',
    });
  });
  afterAll(async () => {
    await smtp.close();
    await sink.stop();
  });

  test('the mail server down, then back: every notice arrives, each once', async () => {
    const m = await newMember(smtp);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await postOrder(smtp, twOrder([{ p: tw[3]!, amount: 1 }]), { authorization: m.auth });
      ids.push(res.json().data.order.order_id);
    }
    // Tried and failed: each is pending again, later, with the reason.
    const failed = await eventually(async () => {
      const rows = await smtp.ctx.db.select().from(outbox).where(eq(outbox.userId, m.id));
      const all = await Promise.all(ids.map((id) => notices(smtp.ctx.db, id)));
      const tried = all.flat().filter((n) => n.attempts >= 1 && n.lastError);
      return rows.length === 0 && tried.length === 3 ? tried : undefined;
    }, 'three failed tries');
    expect(failed.every((n) => n.state === 'pending' && n.dueAt.getTime() > n.createdAt.getTime())).toBe(true);
    await sink.start();
    await eventually(async () => (sink.received.filter((r) => r.to === m.email).length >= 3 ? true : undefined), '3 mails');
    await outboxSettled(smtp.ctx.db);
    const got = sink.received.filter((r) => r.to === m.email);
    expect(got).toHaveLength(3);
    expect(new Set(got.map((r) => r.messageId)).size).toBe(3);
    expect(got.map((r) => r.messageId).every((id) => /^<outbox-\d+@127\.0\.0\.1>$/.test(id))).toBe(true);
    for (const id of ids) expect((await notices(smtp.ctx.db, id))[0]!.state).toBe('sent');
  });
});

test('a notice that keeps failing is dead after its last try, kept with the reason', async () => {
  // Port 1 (tcpmux) never listens here, so every try is refused; a free port could be taken by another test's server.
  const api = await startTestApi({
    SMTP_URL: 'smtp://127.0.0.1:1',
    OUTBOX_RETRY_SECONDS: '1',
    OUTBOX_POLL_SECONDS: '1',
    OUTBOX_MAX_ATTEMPTS: '2',
  });
  try {
    const m = await newMember(api);
    const res = await postOrder(api, twOrder([{ p: tw[5]!, amount: 1 }]), { authorization: m.auth });
    const id = res.json().data.order.order_id as number;
    const [dead] = await eventually(async () => {
      const rows = await notices(api.ctx.db, id);
      return rows[0]?.state === 'dead' ? rows : undefined;
    }, 'a dead notice');
    expect(dead).toMatchObject({ attempts: 2, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
  } finally {
    await api.close();
  }
});

test('two deliveries at once never take the same notice', async () => {
  const api = await startTestApi({ OUTBOX_WORKER: 'off' });
  try {
    const m = await newMember(api);
    const res = await postOrder(api, twOrder([{ p: tw[6]!, amount: 1 }]), { authorization: m.auth });
    const id = res.json().data.order.order_id as number;
    await api.ctx.db.insert(outbox).values(Array.from({ length: 60 }, () => ({ event: 'order.paid' as const, orderId: id })));
    const stops = await Promise.all([startNotices(api.ctx, { error: () => {} }), startNotices(api.ctx, { error: () => {} })]);
    await outboxSettled(api.ctx.db);
    await Promise.all(stops.map((stop) => stop()));
    const sent = await api.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, id), eq(outbox.state, 'sent')));
    expect(sent).toHaveLength(61);
    expect(sent.every((n) => n.attempts === 1)).toBe(true);
    expect(await api.ctx.db.select().from(mails).where(eq(mails.to, m.email))).toHaveLength(61);
  } finally {
    await api.close();
  }
});

test('the operator sees the dead notices and their reason, and sends them again', async () => {
  const m = await newMember(t);
  const res = await postOrder(t, twOrder([{ p: tw[7]!, amount: 1 }]), { authorization: m.auth });
  const id = res.json().data.order.order_id as number;
  await mailsTo(t.ctx.db, m.email);
  const [dead] = await t.ctx.db
    .insert(outbox)
    .values({ event: 'order.paid', orderId: id, state: 'dead', attempts: 8, lastError: 'connect ECONNREFUSED 10.0.0.9:25' })
    .returning({ id: outbox.id });
  const listed = await runOutboxCommand(t.ctx.db, ['dead']);
  expect(listed[0]).toMatch(
    new RegExp(`^#${dead!.id} order\\.paid \\(order ${id}\\) after 8 tries, \\S+: connect ECONNREFUSED 10\\.0\\.0\\.9:25$`),
  );
  expect(await runOutboxCommand(t.ctx.db, ['retry', String(dead!.id)])).toEqual(['1 notice(s) due again']);
  await mailsTo(t.ctx.db, m.email, 2);
  const [after] = await settled(t.ctx.db, eq(outbox.id, dead!.id));
  expect(after).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
  expect(await runOutboxCommand(t.ctx.db, ['dead'])).not.toContain(listed[0]);
  await expect(runOutboxCommand(t.ctx.db, ['retry', 'x'])).rejects.toThrow('not a notice id: x');
});

test("a member's kuji order is mailed once its payment arrives, with the campaign and the draws", async () => {
  const m = await newMember(t);
  const kujiId = await openBox(t, [2, 8]);
  const order = await placed(t, { kuji_id: kujiId, draws: 3 }, { auth: m.auth, headers: { locale: 'en' } });
  expect((await paidNotice(t, order.purchase)).statusCode).toBe(200);
  const [mail] = await mailsTo(t.ctx.db, m.email);
  expect(mail!.subject).toContain(order.order_number);
  expect(mail!.text).toContain('Test box');
  // Drawn at payment: the mail names what the draws won.
  const prizes = (await get(t, `/api/v1/kuji-order/${order.order_id}/prizes`, { auth: m.auth, headers: { locale: 'en' } })).json()
    .data as { name: string }[];
  expect(prizes).toHaveLength(3);
  for (const prize of prizes) expect(mail!.text).toContain(prize.name);
  expect(mail!.text).toContain(`/fanza/order-detail?order_id=${order.order_id}`);
  expect(await settled(t.ctx.db, eq(outbox.kujiOrderId, order.order_id))).toMatchObject([
    { event: 'kuji_order.paid', state: 'sent' },
  ]);
});

test('a member without a mailbox is told nothing: the notice is skipped, not dead, and the dead list stays clean', async () => {
  const email = `wx-outbox-${Date.now()}@wechat.invalid`;
  const [u] = await t.ctx.db.insert(users).values({ email }).returning({ id: users.id });
  const auth = `Bearer ${(await t.ctx.tokens.issue(u!.id)).jwt}`;
  const res = await postOrder(t, twOrder([{ p: tw[6]!, amount: 1 }]), { authorization: auth });
  const id = res.json().data.order.order_id as number;
  const [notice] = await settled(t.ctx.db, eq(outbox.orderId, id));
  expect(notice).toMatchObject({ event: 'order.placed', state: 'skipped', attempts: 1 });
  expect(await t.ctx.db.select().from(mails).where(eq(mails.to, email))).toEqual([]);
  expect((await runOutboxCommand(t.ctx.db, ['dead', '1000'])).join('\n')).not.toContain(`(order ${id})`);
  expect(await runOutboxCommand(t.ctx.db, ['stats'])).toContainEqual(expect.stringMatching(/^skipped +\d+$/));
});
