import { asc, eq } from 'drizzle-orm';
import { boxOrderOf, sha256Hex, ticketListHash, ticketListOf } from '@shop/shared/kuji';
import * as s from '../db/schema';
import { statusOf } from '../modules/kuji/status';
import { startTestApi, type TestApi } from '../testing/harness';
import { imageSpecs } from './image-specs';
import { DEMO_MEMBER } from '.';

// The demo campaigns must show every state of the kuji pages, with boxes that hold to their commitments.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const campaigns = () => t.ctx.db.select().from(s.kujis).orderBy(asc(s.kujis.id));

test('the demo campaigns show every status, a box with a few tickets left, adult and not', async () => {
  const rows = await campaigns();
  // As the shop showed them when seeded (the test database is seeded once and kept).
  const statuses = rows.map((k) => statusOf(k, k.createdAt));
  expect(new Set(statuses)).toEqual(new Set(['upcoming', 'on_sale', 'sold_out', 'ended']));
  const left = rows.filter((_, i) => statuses[i] === 'on_sale').map((k) => k.ticketsTotal - k.reserved);
  expect(left.some((n) => n >= 1 && n <= 5)).toBe(true);
  expect(left.some((n) => n > 25)).toBe(true);
  expect(rows.some((k) => k.adult) && rows.some((k) => !k.adult)).toBe(true);
});

test('every demo box holds to its commitment, and its draws took the box in order', async () => {
  for (const k of await campaigns()) {
    const prizes = await t.ctx.db
      .select()
      .from(s.kujiPrizes)
      .where(eq(s.kujiPrizes.kujiId, k.id))
      .orderBy(asc(s.kujiPrizes.sort));
    expect(prizes.map((p) => p.tier)).toEqual(['A', 'B', 'C', 'D', 'LAST']);
    const ticketList = ticketListOf(prizes.filter((p) => p.tier !== 'LAST').map((p) => ({ tier: p.tier, count: p.quantity })));
    expect(await ticketListHash(ticketList)).toBe(k.ticketListHash);
    expect(await sha256Hex(k.seed!)).toBe(k.seedHash);
    const tickets = await t.ctx.db
      .select({ tier: s.kujiPrizes.tier, orderId: s.kujiTickets.orderId, position: s.kujiTickets.position })
      .from(s.kujiTickets)
      .innerJoin(s.kujiPrizes, eq(s.kujiPrizes.id, s.kujiTickets.prizeId))
      .where(eq(s.kujiTickets.kujiId, k.id))
      .orderBy(asc(s.kujiTickets.position));
    expect(tickets.map((x) => x.tier)).toEqual(await boxOrderOf(ticketList, k.seed!));
    expect(tickets.map((x) => x.orderId !== null)).toEqual(tickets.map((x) => x.position <= k.drawn));
    expect(k.reserved).toBe(k.drawn);
    // The Last One goes with the final ticket, to the order that drew it.
    expect(k.lastOneOrderId).toBe(k.drawn === k.ticketsTotal ? tickets.at(-1)!.orderId : null);
  }
});

test('the demo member has kuji history: paid draws in several campaigns, a Last One won, prizes shipped', async () => {
  const [demo] = await t.ctx.db.select().from(s.users).where(eq(s.users.email, DEMO_MEMBER.email));
  const orders = await t.ctx.db.select().from(s.kujiOrders).where(eq(s.kujiOrders.userId, demo!.id));
  expect(new Set(orders.map((o) => o.kujiId)).size).toBeGreaterThanOrEqual(3);
  expect(orders.every((o) => o.status === 'paid' && o.paidAt && o.total === o.draws * o.price)).toBe(true);
  const lastOnes = (await campaigns()).map((k) => k.lastOneOrderId);
  expect(orders.some((o) => lastOnes.includes(o.id))).toBe(true);
  expect(orders.some((o) => o.prizesShippingCode && o.prizesShippedAt)).toBe(true);
  expect(orders.some((o) => !o.prizesShippingCode)).toBe(true);
});

test('every campaign and prize picture is drawn by the seed', async () => {
  const drawn = new Set(imageSpecs().map((spec) => spec.name));
  const rows = await campaigns();
  const prizes = await t.ctx.db.select().from(s.kujiPrizes);
  for (const name of [...rows.map((k) => k.image), ...prizes.map((p) => p.image)]) expect(drawn).toContain(name);
});
