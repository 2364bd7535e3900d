import { and, asc, eq, isNull } from 'drizzle-orm';
import { apiErrors, KujiDetailBody, type KujiDetail } from '@shop/shared/contract';
import { ticketListHash } from '@shop/shared/kuji';
import { kujiPrizes, kujiTickets } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { DAY, holdTickets, HOUR, openTestCampaign, seededCampaign } from '../../testing/kuji-campaigns';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

async function detail(kujiId: number, locale = 'zh-TW'): Promise<KujiDetail> {
  const res = await t.inject({ url: `/api/v1/kuji/${kujiId}`, headers: { locale } });
  expect(res.statusCode).toBe(200);
  expectShape(KujiDetailBody, res.json());
  return res.json().data;
}

/** Tickets of each tier not assigned to a paid order, read from the box itself. */
async function undrawnByTier(kujiId: number): Promise<Record<string, number>> {
  const rows = await t.ctx.db
    .select({ tier: kujiPrizes.tier })
    .from(kujiTickets)
    .innerJoin(kujiPrizes, eq(kujiPrizes.id, kujiTickets.prizeId))
    .where(and(eq(kujiTickets.kujiId, kujiId), isNull(kujiTickets.orderId)))
    .orderBy(asc(kujiTickets.position));
  const out: Record<string, number> = {};
  for (const { tier } of rows) out[tier] = (out[tier] ?? 0) + 1;
  return out;
}

test('the board of a campaign on sale: every tier with its initial and remaining count and its odds', async () => {
  const k = await seededCampaign(t.ctx.db, 'k-1');
  const d = await detail(k.id, 'en');
  expect(d).toMatchObject({ kuji_id: k.id, status: 'on_sale', price: 350, per_order_limit: 10, tickets_total: 50 });
  expect(d.tiers.map((x) => [x.tier, x.initial])).toEqual([
    ['A', 2],
    ['B', 4],
    ['C', 12],
    ['D', 32],
  ]);
  const undrawn = await undrawnByTier(k.id);
  for (const tier of d.tiers) expect(tier.remaining).toBe(undrawn[tier.tier] ?? 0);
  const left = d.tiers.reduce((sum, x) => sum + x.remaining, 0);
  expect(left).toBe(50 - k.drawn);
  for (const tier of d.tiers) expect(tier.probability).toBeCloseTo(tier.remaining / left, 12);
  expect(d.tiers.reduce((sum, x) => sum + x.probability, 0)).toBeCloseTo(1, 12);
  expect(d.tickets_left).toBe(50 - k.reserved);
  expect(d.last_one).toEqual({
    name: 'Last One prize: special colour figure',
    image: '/api/v1/images/kp-1-last.jpg',
    won: false,
  });
  expect(d.images).toEqual(['k-1', 'kp-1-a', 'kp-1-b', 'kp-1-c', 'kp-1-d', 'kp-1-last'].map((n) => `/api/v1/images/${n}.jpg`));
  expect(d.tiers[0]!.image).toBe('/api/v1/images/kp-1-a.jpg');
});

test('the box stays sealed while on sale: the commitment is published, the seed and box order are not', async () => {
  const k = await seededCampaign(t.ctx.db, 'k-1');
  const { fairness } = await detail(k.id);
  expect(fairness).toMatchObject({
    algorithm: 'hmac-sha256-fisher-yates-v1',
    seed: null,
    box_order: null,
    seed_hash: k.seedHash,
  });
  expect(fairness.ticket_list).toEqual([...'AA', ...'BBBB', ...'C'.repeat(12), ...'D'.repeat(32)]);
  expect(await ticketListHash(fairness.ticket_list)).toBe(fairness.ticket_list_hash);
});

test('tickets held by unpaid orders leave the tickets left but stay on the board', async () => {
  const id = await openTestCampaign(t.ctx.db, { counts: [2, 3] });
  await holdTickets(t.ctx.db, id, 4);
  const d = await detail(id);
  expect(d).toMatchObject({ tickets_total: 5, tickets_left: 1, status: 'on_sale' });
  expect(d.tiers.map((x) => x.remaining)).toEqual([2, 3]);
  expect(d.tiers.map((x) => x.probability)).toEqual([0.4, 0.6]);
  await holdTickets(t.ctx.db, id, 5);
  expect(await detail(id)).toMatchObject({ tickets_left: 0, status: 'sold_out' });
});

test('the status follows the sale window: upcoming before it opens, ended after it closes', async () => {
  const now = Date.now();
  const upcoming = await openTestCampaign(t.ctx.db, { startsAt: new Date(now + HOUR), endsAt: new Date(now + DAY) });
  expect(await detail(upcoming)).toMatchObject({ status: 'upcoming', tickets_left: 6 });
  const ended = await openTestCampaign(t.ctx.db, { startsAt: new Date(now - DAY), endsAt: new Date(now - HOUR) });
  expect((await detail(ended)).status).toBe('ended');
  // An ended window wins over a full box: the campaign is over, whatever it sold.
  await holdTickets(t.ctx.db, ended, 6);
  expect((await detail(ended)).status).toBe('ended');
});

test('a sold-out box: nothing remains, the odds are all 0, the Last One is won', async () => {
  const k = await seededCampaign(t.ctx.db, 'k-5');
  const d = await detail(k.id);
  expect(d).toMatchObject({ status: 'sold_out', tickets_left: 0, tickets_total: 50 });
  expect(d.tiers.map((x) => [x.remaining, x.probability])).toEqual(d.tiers.map(() => [0, 0]));
  expect(d.last_one.won).toBe(true);
});

test('texts are in the caller’s language', async () => {
  const k = await seededCampaign(t.ctx.db, 'k-2');
  const [tw, cn, en] = await Promise.all(['zh-TW', 'zh-CN', 'en'].map((l) => detail(k.id, l)));
  expect([tw!.title, cn!.title, en!.title]).toEqual(['機甲少女 一番賞', '机甲少女 一番赏', 'Mecha Maidens Ichiban Kuji']);
  expect([tw!.tiers[1]!.name, cn!.tiers[1]!.name, en!.tiers[1]!.name]).toEqual([
    'B賞 絨毛玩偶',
    'B赏 毛绒玩偶',
    'Prize B: plush',
  ]);
  expect([tw!.last_one.name, cn!.last_one.name]).toEqual(['最後賞 特別配色公仔', '最后赏 特别配色手办']);
  expect(tw!.description).toMatch(/^每抽隨機獲得/);
  expect(cn!.description).toMatch(/^每抽随机获得/);
  expect(en!.description).toMatch(/^Each draw wins one prize/);
});

test('an unknown campaign is 404 with its own code; a malformed id is bad parameters', async () => {
  const en = expectError(await t.inject({ url: '/api/v1/kuji/999999', headers: { locale: 'en' } }), 404, 40402);
  expect(en.error_msg).toBe(apiErrors.KUJI_NOT_FOUND.messages.en);
  const cn = expectError(await t.inject({ url: '/api/v1/kuji/999999', headers: { locale: 'zh-CN' } }), 404, 40402);
  expect(cn.error_msg).toBe(apiErrors.KUJI_NOT_FOUND.messages.cn);
  for (const id of ['abc', '1.5', '0', '-1', '99999999999', '1e3']) expectError(await t.inject(`/api/v1/kuji/${id}`), 400, 40004);
});
