import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { KujiDetail, KujiFairnessV1 } from '@shop/shared/contract';
import { verifyBox } from '@shop/shared/kuji';
import { kujiPrizes, kujiTickets } from '../../db/schema';
import { startTestApi, type TestApi } from '../../testing/harness';
import { DAY, holdTickets, HOUR, openTestCampaign, seededCampaign, TEST_SEED } from '../../testing/kuji-campaigns';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

/** A campaign opened before the beacon (v1): its box order and seed are what these tests check. */
const detail = async (kujiId: number): Promise<KujiDetail & { fairness: KujiFairnessV1 }> => {
  const kuji = (await t.inject(`/api/v1/kuji/${kujiId}`)).json().data as KujiDetail;
  if (kuji.fairness.algorithm !== 'hmac-sha256-fisher-yates-v1') throw new Error(`kuji ${kujiId} is not a v1 campaign`);
  return { ...kuji, fairness: kuji.fairness };
};

/** The drawn tickets of a campaign as the draw show gives them: position and tier. */
async function drawnTickets(kujiId: number) {
  return t.ctx.db
    .select({ position: kujiTickets.position, tier: kujiPrizes.tier })
    .from(kujiTickets)
    .innerJoin(kujiPrizes, eq(kujiPrizes.id, kujiTickets.prizeId))
    .where(and(eq(kujiTickets.kujiId, kujiId), isNotNull(kujiTickets.orderId)))
    .orderBy(asc(kujiTickets.position));
}

/** Two positions of the box holding different tiers, swapped. */
function swapped(order: readonly string[]): string[] {
  const out = [...order];
  const j = out.findIndex((tier) => tier !== out[0]);
  [out[0], out[j]] = [out[j]!, out[0]!];
  return out;
}

test('a sold-out box is revealed, and its seed, box order and every draw verify', async () => {
  const k = await seededCampaign(t.ctx.db, 'k-5');
  const { fairness } = await detail(k.id);
  expect(fairness.seed).toMatch(/^[0-9a-f]{64}$/);
  expect(fairness.box_order).toHaveLength(50);
  const draws = await drawnTickets(k.id);
  expect(draws).toHaveLength(50);
  // The box order is what was drawn, position by position.
  expect(fairness.box_order).toEqual(draws.map((d) => d.tier));
  expect(await verifyBox(fairness, draws)).toEqual({
    fair: true,
    passed: ['ticket_list_hash', 'seed_hash', 'box_order', 'draws'],
    failed: null,
    position: null,
  });
});

test('a tampered box does not verify: swapped tickets, another seed, a wrong ticket list, a wrong draw', async () => {
  const k = await seededCampaign(t.ctx.db, 'k-5');
  const { fairness } = await detail(k.id);
  const order = fairness.box_order!;
  const swap = await verifyBox({ ...fairness, box_order: swapped(order) });
  expect(swap).toMatchObject({ fair: false, failed: 'box_order', position: 1 });
  expect(await verifyBox({ ...fairness, seed: TEST_SEED })).toMatchObject({ fair: false, failed: 'seed_hash' });
  const list = [...fairness.ticket_list];
  list[0] = list[list.length - 1]!;
  expect(await verifyBox({ ...fairness, ticket_list: list })).toMatchObject({ fair: false, failed: 'ticket_list_hash' });
  const wrongTier = order[4] === 'A' ? 'B' : 'A';
  expect(await verifyBox(fairness, [{ position: 5, tier: wrongTier }])).toMatchObject({
    fair: false,
    failed: 'draws',
    position: 5,
  });
});

test('an ended campaign is revealed; its board is the undrawn end of the box order', async () => {
  const k = await seededCampaign(t.ctx.db, 'k-4');
  const d = await detail(k.id);
  expect(d.status).toBe('ended');
  expect((await verifyBox(d.fairness, await drawnTickets(k.id))).fair).toBe(true);
  const rest = d.fairness.box_order!.slice(k.drawn);
  for (const tier of d.tiers) expect(tier.remaining).toBe(rest.filter((x) => x === tier.tier).length);
  expect(d.last_one.won).toBe(false);
});

test('a box is not revealed before it opens nor while it sells', async () => {
  const now = Date.now();
  const upcoming = await openTestCampaign(t.ctx.db, { startsAt: new Date(now + DAY), endsAt: new Date(now + 2 * DAY) });
  const onSale = await openTestCampaign(t.ctx.db);
  await holdTickets(t.ctx.db, onSale, 6);
  for (const id of [upcoming, onSale]) expect((await detail(id)).fairness).toMatchObject({ seed: null, box_order: null });
});

test('an ended box whose unpaid order could still be paid stays sealed until that order is settled', async () => {
  const now = Date.now();
  const id = await openTestCampaign(t.ctx.db, { startsAt: new Date(now - DAY), endsAt: new Date(now - HOUR) });
  await holdTickets(t.ctx.db, id, 2);
  expect((await detail(id)).fairness).toMatchObject({ seed: null, box_order: null });
  // The order expired and gave its tickets back: nothing can be drawn any more.
  await holdTickets(t.ctx.db, id, 0);
  const { fairness } = await detail(id);
  expect(fairness.seed).toBe(TEST_SEED);
  expect((await verifyBox(fairness)).fair).toBe(true);
});
