import { eq, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import { startTestApi, type TestApi } from '../testing/harness';
import { buildCatalogue, buildCoupons } from './catalogue';
import { DEMO_MEMBER } from '.';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const count = async (table: typeof s.products | typeof s.categories | typeof s.themes | typeof s.articles | typeof s.banners) =>
  (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

test('the seed is deterministic', () => {
  expect(JSON.stringify(buildCatalogue())).toBe(JSON.stringify(buildCatalogue()));
});

test('catalogue sizes: ≥300 products, ≥8 categories, ≥12 themes (some adult), articles, banners', async () => {
  expect(await count(s.products)).toBeGreaterThanOrEqual(300);
  expect(await count(s.categories)).toBeGreaterThanOrEqual(8);
  expect(await count(s.themes)).toBeGreaterThanOrEqual(12);
  expect((await t.ctx.db.select().from(s.themes).where(eq(s.themes.adult, true))).length).toBeGreaterThan(0);
  expect(await count(s.articles)).toBeGreaterThanOrEqual(20);
  expect(await count(s.banners)).toBeGreaterThan(0);
});

test('kuji campaigns have A/B/C/D/Last One tiers and one ticket per non-last prize', async () => {
  const kujis = await t.ctx.db.select().from(s.kujis);
  expect(kujis.length).toBeGreaterThanOrEqual(3);
  const prizes = await t.ctx.db.select().from(s.kujiPrizes);
  for (const k of kujis) {
    const tiers = prizes.filter((p) => p.kujiId === k.id).map((p) => p.tier);
    expect(tiers).toEqual(expect.arrayContaining(['A', 'B', 'C', 'LAST']));
    const expected = prizes.filter((p) => p.kujiId === k.id && p.tier !== 'LAST').reduce((a, p) => a + p.quantity, 0);
    const [tickets] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.kujiTickets)
      .where(eq(s.kujiTickets.kujiId, k.id));
    expect(tickets!.n).toBe(expected);
  }
  expect(kujis.some((k) => k.endsAt < new Date())).toBe(true);
});

test('coupons cover every claim outcome', async () => {
  const coupons = await t.ctx.db.select().from(s.coupons);
  const now = new Date();
  expect(
    coupons.some((c) => c.startsAt <= now && c.endsAt > now && (c.claimLimit === null || c.claimedCount < c.claimLimit)),
  ).toBe(true);
  expect(coupons.some((c) => c.endsAt < now)).toBe(true);
  expect(coupons.some((c) => c.claimLimit !== null && c.claimedCount >= c.claimLimit)).toBe(true);
  expect(coupons.some((c) => c.freeShipping)).toBe(true);
  expect(coupons.some((c) => c.useLimit === 1)).toBe(true);
  expect(coupons.some((c) => c.minOrder === 0 && c.discountAmount > 0)).toBe(true);
  expect(coupons.some((c) => c.shipsFrom !== null && c.region !== null)).toBe(true);
  expect(buildCoupons().map((c) => c.code)).toContain('DEMOCLAIMED');
});

test('the demo member holds coupons that are available, used and expired, and orders in every status', async () => {
  const auth = await t.login();
  const coupons = (await t.inject({ url: '/api/v1/coupon', headers: { authorization: auth } })).json().data;
  expect(new Set(coupons.map((c: { status: string }) => c.status))).toEqual(new Set(['available', 'used', 'expired']));
  const [demo] = await t.ctx.db.select().from(s.users).where(eq(s.users.email, DEMO_MEMBER.email));
  const orders = await t.ctx.db.select().from(s.orders).where(eq(s.orders.userId, demo!.id));
  // Read directly: through the API the unpaid one may already have expired (the template is seeded once).
  expect(new Set(orders.map((o) => o.status))).toEqual(
    new Set(['pending_activation', 'picking', 'shipped', 'finished', 'canceled']),
  );
  expect(orders.some((o) => o.status === 'pending_activation' && !o.paidAt)).toBe(true);
});

test('some figures offer set items: products of their own, on sale, shipped alongside, cheaper in the set', async () => {
  const offers = await t.ctx.db.select().from(s.setOffers);
  expect(new Set(offers.map((o) => o.productId)).size).toBeGreaterThanOrEqual(5);
  const products = new Map((await t.ctx.db.select().from(s.products)).map((p) => [p.id, p]));
  for (const o of offers) {
    const [figure, item] = [products.get(o.productId)!, products.get(o.itemProductId)!];
    expect(item.status).toBe('on_sale');
    expect(item.shipsFrom).toBe(figure.shipsFrom);
    expect(o.unitPrice).toBeLessThan(item.sellingPrice ?? item.markedPrice);
  }
  const page = (await t.inject(`/api/v1/product/${offers[0]!.productId}`)).json().data;
  expect(page.set_items.length).toBeGreaterThan(0);
});
