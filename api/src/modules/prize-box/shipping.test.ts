import { and, eq, sql } from 'drizzle-orm';
import { invoices, outbox, refunds, users } from '../../db/schema';
import { startTestApi, type TestApi } from '../../testing/harness';
import { request } from '../../testing/http';
import { paidNotice } from '../../testing/kuji-order-fixtures';
import { eventually, mailsTo } from '../../testing/outbox';
import { payByCard } from '../../testing/payment-subject';
import { boxOf, shipment, shipmentOf, twHome, winner } from '../../testing/prize-box-fixtures';
import { runOrderCommand } from '../order/operator';
import { runPrizesCommand } from './operator';
import { remindOfWaitingPrizes } from './reminder';

// After the postage is paid: the operator ships the parcel with its carrier and tracking, the member is mailed and
// reads them on the shipment; prizes left in the box too long get their member one reminder per period.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

/** A member with a mailbox of their own, as a bearer header, their id and address. */
async function member(tag: string) {
  const email = `${tag}-${Date.now()}@example.com`;
  const [u] = await t.ctx.db.insert(users).values({ email }).returning({ id: users.id });
  return { id: u!.id, email, auth: `Bearer ${(await t.ctx.tokens.issue(u!.id)).jwt}` };
}

const subjects = async (email: string, n: number) => (await mailsTo(t.ctx.db, email, n)).map((m) => m.subject);

test('a paid shipment ships with carrier and tracking: the member is mailed and reads them on the shipment', async () => {
  const m = await member('ship');
  const won = await winner(t, 'ship', 2, [2], { auth: m.auth });
  const box = await boxOf(t, m.auth);
  const s = await shipment(t, twHome(box.map((p) => p.prize_id)), m.auth);
  await expect(runPrizesCommand(t.ctx.db, ['ship', String(s.shipment_id), 'Black Cat', 'TW1'])).rejects.toThrow('not paid yet');
  await paidNotice(t, s.purchase!);
  const shown = await runPrizesCommand(t.ctx.db, ['ship', String(s.shipment_id), 'BlackCat', 'TW', '123']);
  expect(shown[0]).toContain(` shipped member ${m.id} 3 prize(s) NT$100 TW home`);
  expect(shown[0]).toContain('BlackCat TW 123');
  await expect(runPrizesCommand(t.ctx.db, ['ship', String(s.shipment_id), 'BlackCat', 'TW9'])).rejects.toThrow('already shipped');
  expect(await shipmentOf(t, s.shipment_id, m.auth)).toMatchObject({
    status: 'shipped',
    carrier: 'BlackCat',
    tracking_code: 'TW 123',
  });
  expect((await runPrizesCommand(t.ctx.db, ['list', 'shipped'])).some((l) => l.startsWith(`#${s.shipment_id} `))).toBe(true);
  // The kuji order's record says its prizes left, with the parcel's tracking code, the Last One prize too.
  const prizes = (
    await request(t.base, { method: 'GET', url: `/api/v1/kuji-order/${won.orderId}/prizes`, headers: { authorization: m.auth } })
  ).json().data;
  expect(
    prizes.map((p: { tier: string; shipping: string; shipping_code: string }) => [p.tier, p.shipping, p.shipping_code]),
  ).toEqual([
    ['A', 'shipped', 'TW 123'],
    ['A', 'shipped', 'TW 123'],
    ['LAST', 'shipped', 'TW 123'],
  ]);
  // The kuji order's paid mail, then the parcel's, in the language the shipment was asked in (the default's here).
  const mails = await mailsTo(t.ctx.db, m.email, 2);
  expect(mails.map((x) => x.subject)).toContain(`獎品已出貨 ${s.shipment_number}`);
  const shipped = mails.find((x) => x.subject === `獎品已出貨 ${s.shipment_number}`)!;
  expect(shipped.text).toContain('BlackCat');
  expect(shipped.text).toContain('TW 123');
  expect(shipped.text).toContain('Last One prize（繁）');
  expect(shipped.html).toContain(`/member/prize-box?shipment_id=${s.shipment_id}`);
});

test('the operator lists, shows and refuses what cannot ship', async () => {
  const m = await member('op');
  await winner(t, 'op', 1, [3], { auth: m.auth });
  const s = await shipment(t, twHome((await boxOf(t, m.auth)).map((p) => p.prize_id)), m.auth);
  const shown = await runPrizesCommand(t.ctx.db, ['show', String(s.shipment_id)]);
  expect(shown[0]).toContain(' pending_payment ');
  expect(shown[1]).toContain('王小明');
  expect(shown[2]).toContain(s.prizes[0]!.prize_id);
  await t.ctx.db.execute(
    sql`update prize_shipments set payment_deadline = now() - interval '1 second' where id = ${s.shipment_id}`,
  );
  await boxOf(t, m.auth);
  await expect(runPrizesCommand(t.ctx.db, ['ship', String(s.shipment_id), 'C', 'T'])).rejects.toThrow('expired unpaid');
  await expect(runPrizesCommand(t.ctx.db, ['ship', '2147483647', 'C', 'T'])).rejects.toThrow('does not exist');
  await expect(runPrizesCommand(t.ctx.db, ['ship', String(s.shipment_id), 'C'])).rejects.toThrow('tracking number');
  await expect(runPrizesCommand(t.ctx.db, ['list', 'lost'])).rejects.toThrow('unknown status');
});

test("the old per-order command leaves alone an order whose prizes a member's shipment holds", async () => {
  const m = await member('legacy');
  const won = await winner(t, 'legacy', 2, [5], { auth: m.auth });
  const [first] = await boxOf(t, m.auth);
  await shipment(t, twHome([first!.prize_id]), m.auth);
  await expect(runOrderCommand(t.ctx.db, ['ship-prizes', String(won.orderId), 'TW5'])).rejects.toThrow('in a prize shipment');
  expect(await boxOf(t, m.auth)).toHaveLength(1);
});

test('postage paid by card after its shipment expired is refunded in full, and its member told', async () => {
  const m = await member('late');
  await winner(t, 'late', 1, [3], { auth: m.auth });
  const s = await shipment(t, twHome((await boxOf(t, m.auth)).map((p) => p.prize_id)), m.auth);
  // Expired behind the gateway's back (its page still open), as when the expiry and the payment cross.
  await t.ctx.db.execute(sql`update prize_shipments set status = 'expired' where id = ${s.shipment_id}`);
  const paid = await payByCard(t, s.purchase!.payment_url);
  expect(paid.statusCode).toBe(303);
  const [refund] = await eventually(async () => {
    const found = await t.ctx.db.select().from(refunds).where(eq(refunds.purchaseId, s.purchase!.purchase_id));
    return found[0]?.state === 'succeeded' ? found : undefined;
  }, 'the refund to settle');
  expect(refund).toMatchObject({ amount: 100, reason: 'late_payment' });
  // Never paid, so never invoiced: the refund's settling touched no invoice either.
  expect(
    await t.ctx.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.subject, 'prize_shipment'), eq(invoices.subjectId, s.shipment_id))),
  ).toEqual([]);
  const refunded = await eventually(async () => {
    const all = await mailsTo(t.ctx.db, m.email);
    return all.find((x) => x.subject === `獎品運費退款完成 ${s.shipment_number}`);
  }, 'the refund mail');
  expect(refunded.text).toContain('NT$100');
});

describe('reminders', () => {
  const age = (userId: number, days: number) =>
    t.ctx.db.execute(sql`update kuji_orders set paid_at = now() - make_interval(days => ${days}) where user_id = ${userId}`);
  const reminders = async (userId: number) =>
    (
      await t.ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.userId, userId), eq(outbox.event, 'prize_box.reminder')))
    ).length;

  test('prizes waiting longer than the period get one reminder per member, however many sweeps run at once', async () => {
    const m = await member('remind');
    await winner(t, 'remind', 2, [5], { auth: m.auth });
    await winner(t, 'remind', 1, [5], { auth: m.auth });
    // Not yet: won today.
    expect(await remindOfWaitingPrizes(t.ctx.db, 30)).not.toContain(m.id);
    await age(m.id, 31);
    const sweeps = await Promise.all(Array.from({ length: 5 }, () => remindOfWaitingPrizes(t.ctx.db, 30)));
    expect(sweeps.flat().filter((id) => id === m.id)).toEqual([m.id]);
    expect(await reminders(m.id)).toBe(1);
    expect(await subjects(m.email, 3)).toContain('您的獎品盒還有 3 件獎品等待出貨');
    // Within the period: nothing more; once it has passed since the last one, one more.
    expect(await remindOfWaitingPrizes(t.ctx.db, 30)).not.toContain(m.id);
    await t.ctx.db.execute(sql`update prize_box_reminders set reminded_at = now() - interval '31 days' where user_id = ${m.id}`);
    expect(await remindOfWaitingPrizes(t.ctx.db, 30)).toContain(m.id);
    expect(await reminders(m.id)).toBe(2);
  });

  test('prizes asked for (in a live shipment) are not waiting', async () => {
    const m = await member('claimed');
    await winner(t, 'claimed', 1, [5], { auth: m.auth });
    await shipment(t, twHome((await boxOf(t, m.auth)).map((p) => p.prize_id)), m.auth);
    await age(m.id, 40);
    expect(await remindOfWaitingPrizes(t.ctx.db, 30)).not.toContain(m.id);
    expect(await reminders(m.id)).toBe(0);
  });
});
