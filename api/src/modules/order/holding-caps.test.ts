import { eq, like } from 'drizzle-orm';
import { mails, orders, outbox, setOffers, users } from '../../db/schema';
import { startTestApi, type TestApi } from '../../testing/harness';
import { outboxSettled } from '../../testing/outbox';
import { expireDueOrders } from './expiry';
import { wideAgent } from '../../testing/kuji-order-fixtures';
import { buyable, priceOf, setProduct, stockOf, twHomeFee, twOrder, type Product } from '../../testing/order-fixtures';

// Nobody holds what they do not pay for: one member, guest e-mail, address or device keeps at most a few open
// unpaid orders and a few units of one product, even when it sends hundreds of orders at once; little stock is
// held for minutes, not half an hour; and guest order mail cannot flood a stranger's mailbox.

let t: TestApi;
let p: Product[];
const wide = wideAgent();
beforeAll(async () => {
  // Caps per address as low as per holder here: every request of a test comes from 127.0.0.1.
  t = await startTestApi({
    HOLD_ORDERS: '3',
    HOLD_UNITS: '5',
    HOLD_ORDERS_PER_IP: '100000',
    HOLD_UNITS_PER_IP: '100000',
    ORDER_LOW_STOCK_UNITS: '5',
    ORDER_SHORT_PAYMENT_SECONDS: '600',
    ORDER_PAYMENT_SECONDS: '1800',
    GUEST_MAILS_PER_HOUR: '3',
  });
  p = await buyable(t);
});
afterAll(async () => {
  wide.destroy();
  await t.close();
});

const buy = (body: unknown, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: '/api/v1/order', headers, payload: body, agent: wide });
const outcome = (r: { statusCode: number; json(): { error_code?: number } }) =>
  r.statusCode === 200 ? 200 : r.json().error_code;
const count = (codes: (number | undefined)[], code: number) => codes.filter((c) => c === code).length;

async function member(tag: string): Promise<string> {
  const [u] = await t.ctx.db
    .insert(users)
    .values({ email: `${tag}-${Date.now()}@example.com` })
    .returning({ id: users.id });
  return `Bearer ${(await t.ctx.tokens.issue(u!.id)).jwt}`;
}

test('200 orders at once by one member: 3 open unpaid orders, the rest refused with 40940 in the shopper’s language', async () => {
  await setProduct(t, p[0]!.id, { stock: 1000, purchaseLimit: 5 });
  const auth = await member('hoarder');
  const results = await Promise.all(
    Array.from({ length: 200 }, () => buy(twOrder([{ p: p[0]!, amount: 1 }]), { authorization: auth, locale: 'en' })),
  );
  const codes = results.map(outcome);
  expect(count(codes, 200)).toBe(3);
  expect(count(codes, 40940)).toBe(197);
  const refused = results.find((r) => r.statusCode !== 200)!;
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error_msg).toBe('You have too many unpaid orders. Please pay for one or wait until it expires.');
});

test('200 guest orders at once to one e-mail, however it is spelled: at most 5 units of the product held', async () => {
  const q = p[1]!;
  await setProduct(t, q.id, { stock: 1000, purchaseLimit: 5 });
  const spellings = ['Victim@Example.com', 'victim@example.com', 'victim+1@example.com', 'VICTIM+x@example.com'];
  const results = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      buy({ ...twOrder([{ p: q, amount: 2 }]), guest_email: spellings[i % spellings.length] }),
    ),
  );
  const codes = results.map(outcome);
  // Two orders of 2 units fit under 5; a third of 2 would hold 6.
  expect(count(codes, 200)).toBe(2);
  expect(new Set(codes.filter((c) => c !== 200))).toEqual(new Set([40941]));
  expect(await stockOf(t, q.id)).toBe(996);
});

test('one order of more units than one holder may hold unpaid is refused (40941) and takes no stock', async () => {
  const q = p[2]!;
  await setProduct(t, q.id, { stock: 50, purchaseLimit: 10 });
  const r = await buy({ ...twOrder([{ p: q, amount: 6 }]), guest_email: 'six@example.com' });
  expect(outcome(r)).toBe(40941);
  expect(await stockOf(t, q.id)).toBe(50);
  expect(outcome(await buy({ ...twOrder([{ p: q, amount: 5 }]), guest_email: 'six@example.com' }))).toBe(200);
});

test('set items count as units held: a guest cannot pile up an item by attaching it to other lines', async () => {
  const [line, item] = [p[6]!, p[7]!];
  await setProduct(t, line.id, { stock: 1000, purchaseLimit: 5 });
  await setProduct(t, item.id, { stock: 1000, purchaseLimit: 5 });
  const setPrice = 50;
  await t.ctx.db
    .insert(setOffers)
    .values({ productId: line.id, itemProductId: item.id, unitPrice: setPrice, maxAmount: 2, sort: 0 })
    .onConflictDoUpdate({ target: [setOffers.productId, setOffers.itemProductId], set: { unitPrice: setPrice, maxAmount: 2 } });
  const subtotal = priceOf(line) + setPrice * 2;
  const withSet = {
    ...twOrder([{ p: line, amount: 1 }]),
    lines: [{ product_id: line.id, amount: 1, sub_product_infos: [{ product_id: item.id, amount: 2 }] }],
    expected_total: subtotal + twHomeFee(subtotal),
    expected_shipping_fee: twHomeFee(subtotal),
    guest_email: 'collector@example.com',
  };
  expect(outcome(await buy(withSet))).toBe(200);
  expect(outcome(await buy(withSet))).toBe(200);
  // Two sets hold 4 of the item: 2 more of it on a line of their own would make 6.
  expect(outcome(await buy({ ...twOrder([{ p: item, amount: 2 }]), guest_email: 'collector@example.com' }))).toBe(40941);
  expect(await stockOf(t, item.id)).toBe(996);
});

test('one device, many guest e-mails: 3 open orders', async () => {
  await setProduct(t, p[3]!.id, { stock: 1000, purchaseLimit: 5 });
  const device = { 'x-shop-device': 'device-0123456789abcdef' };
  const results = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      buy({ ...twOrder([{ p: p[3]!, amount: 1 }]), guest_email: `bot-${i}@example.com` }, device),
    ),
  );
  expect(count(results.map(outcome), 200)).toBe(3);
});

test('an order that leaves a product with little stock must be paid within minutes, others within 30', async () => {
  const q = p[4]!;
  await setProduct(t, q.id, { stock: 8, purchaseLimit: 5 });
  const plenty = (await buy({ ...twOrder([{ p: q, amount: 1 }]), guest_email: 'early@example.com' })).json().data.order;
  const last = (await buy({ ...twOrder([{ p: q, amount: 2 }]), guest_email: 'late@example.com' })).json().data.order;
  const minutesLeft = (o: { payment_deadline: string }) => (Date.parse(o.payment_deadline) - Date.now()) / 60_000;
  expect(minutesLeft(plenty)).toBeGreaterThan(29);
  expect(minutesLeft(last)).toBeGreaterThan(9);
  expect(minutesLeft(last)).toBeLessThanOrEqual(10);
});

test('an order past its deadline no longer counts: the member may order again', async () => {
  await setProduct(t, p[0]!.id, { stock: 1000, purchaseLimit: 5 });
  const auth = await member('returning');
  const placed: number[] = [];
  for (let i = 0; i < 3; i++) {
    const r = await buy(twOrder([{ p: p[0]!, amount: 1 }]), { authorization: auth });
    placed.push(r.json().data.order.order_id);
  }
  expect(outcome(await buy(twOrder([{ p: p[0]!, amount: 1 }]), { authorization: auth }))).toBe(40940);
  await t.ctx.db
    .update(orders)
    .set({ paymentDeadline: new Date(Date.now() - 1000) })
    .where(eq(orders.id, placed[0]!));
  expect(outcome(await buy(twOrder([{ p: p[0]!, amount: 1 }]), { authorization: auth }))).toBe(200);
});

test('guest order mail: at most 3 an hour to one address, however it is spelled; the orders past it are placed unmailed', async () => {
  await setProduct(t, p[5]!.id, { stock: 1000, purchaseLimit: 5 });
  const to = (i: number) => (i % 2 ? 'stranger@example.com' : 'Stranger+spam@example.com');
  const placed: number[] = [];
  for (let round = 0; round < 2; round++) {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => buy({ ...twOrder([{ p: p[5]!, amount: 1 }]), guest_email: to(i) })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    placed.push(ok.length);
    // The stranger's orders expire unpaid: they no longer count as held, but the mails stay counted.
    for (const r of ok)
      await t.ctx.db
        .update(orders)
        .set({ paymentDeadline: new Date(Date.now() - 1000) })
        .where(eq(orders.id, r.json().data.order.order_id));
  }
  expect(placed).toEqual([3, 3]);
  await expireDueOrders(t.ctx.db);
  await outboxSettled(t.ctx.db);
  // Three orders were mailed; the others' placing and their expiry were not.
  const told = await t.ctx.db
    .select({ event: outbox.event, orderId: outbox.orderId })
    .from(outbox)
    .innerJoin(orders, eq(orders.id, outbox.orderId))
    .where(like(orders.guestEmail, '%tranger%'));
  const placedMails = told.filter((n) => n.event === 'order.placed').map((n) => n.orderId);
  expect(placedMails).toHaveLength(3);
  expect(told.filter((n) => n.event === 'order.canceled').every((n) => placedMails.includes(n.orderId))).toBe(true);
  const sent = await t.ctx.db.select({ subject: mails.subject }).from(mails).where(like(mails.to, '%tranger%'));
  expect(sent).toHaveLength(told.length);
});
