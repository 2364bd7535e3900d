import { eq } from 'drizzle-orm';
import { apiErrors, KujiList, type KujiStatus, type KujiSummary } from '@shop/shared/contract';
import { kujis } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { statusOf, statusSql } from './status';
import { DAY, holdTickets, openTestCampaign } from '../../testing/kuji-campaigns';

let t: TestApi;
const opened: Record<KujiStatus, number> = { upcoming: 0, on_sale: 0, sold_out: 0, ended: 0 };
beforeAll(async () => {
  t = await startTestApi();
  const now = Date.now();
  opened.upcoming = await openTestCampaign(t.ctx.db, { startsAt: new Date(now + 2 * DAY), endsAt: new Date(now + 9 * DAY) });
  opened.on_sale = await openTestCampaign(t.ctx.db);
  opened.sold_out = await openTestCampaign(t.ctx.db, { counts: [1, 1] });
  // Every ticket held by unpaid orders: nothing is left to sell, though nothing is drawn yet.
  await holdTickets(t.ctx.db, opened.sold_out, 2);
  opened.ended = await openTestCampaign(t.ctx.db, { startsAt: new Date(now - 9 * DAY), endsAt: new Date(now - DAY) });
});
afterAll(() => t.close());

const list = async (query = ''): Promise<KujiList> => {
  const res = await t.inject(`/api/v1/kuji${query}`);
  expect(res.statusCode).toBe(200);
  expectShape(KujiList, res.json());
  return res.json();
};
const rank: Record<KujiStatus, number> = { on_sale: 0, upcoming: 1, sold_out: 2, ended: 3 };

test('campaigns on sale come first, then upcoming (opening soonest first), then sold out and ended', async () => {
  const { data, total } = await list('?page_size=100');
  expect(total).toBe(data.length);
  const ranks = data.map((k) => rank[k.status]);
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  const upcoming = data.filter((k) => k.status === 'upcoming').map((k) => k.starts_at);
  expect(upcoming).toEqual([...upcoming].sort());
  // The seed's campaigns (api/src/seed/kuji.ts) and the ones opened here, each in its status.
  expect(total).toBeGreaterThanOrEqual(10);
  for (const [status, id] of Object.entries(opened)) expect(data.find((k) => k.kuji_id === id)?.status).toBe(status);
  expect(data.some((k) => k.adult) && data.some((k) => !k.adult)).toBe(true);
});

test('a summary tells the price, the sale window and the tickets left of the total', async () => {
  const { data } = await list('?page_size=100');
  const soldOut = data.find((k) => k.kuji_id === opened.sold_out)!;
  expect(soldOut).toMatchObject({ tickets_total: 2, tickets_left: 0, price: 300, adult: false, image: '/api/v1/images/k-1.jpg' });
  const onSale = data.find((k) => k.kuji_id === opened.on_sale)!;
  expect(onSale).toMatchObject({ tickets_total: 6, tickets_left: 6, status: 'on_sale', title: 'Test kuji（繁）' });
  expect(new Date(onSale.starts_at).getTime()).toBeLessThan(Date.now());
  expect(new Date(onSale.ends_at).getTime()).toBeGreaterThan(Date.now());
});

test('the status filter lists only campaigns in that status', async () => {
  for (const status of ['upcoming', 'on_sale', 'sold_out', 'ended'] as const) {
    const { data, total } = await list(`?status=${status}&page_size=100`);
    expect(data.length).toBe(total);
    expect(data.every((k) => k.status === status)).toBe(true);
    expect(data.map((k) => k.kuji_id)).toContain(opened[status]);
  }
});

test('pages follow each other without overlap, and a page past the end is empty with the total', async () => {
  const all = await list('?page_size=100');
  const first = await list('?page=1&page_size=3');
  const second = await list('?page=2&page_size=3');
  expect(first).toMatchObject({ page: 1, page_size: 3, total: all.total });
  expect(second).toMatchObject({ page: 2, page_size: 3, total: all.total });
  const ids = (l: { data: KujiSummary[] }) => l.data.map((k) => k.kuji_id);
  expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 6));
  const past = await list('?page=50&page_size=3');
  expect(past).toMatchObject({ data: [], page: 50, total: all.total });
});

test('titles are in the language of the locale header', async () => {
  const find = async (locale: string) =>
    ((await t.inject({ url: '/api/v1/kuji?page_size=100', headers: { locale } })).json() as KujiList).data.find(
      (k) => k.kuji_id === opened.on_sale,
    )!.title;
  expect(await find('en')).toBe('Test kuji');
  expect(await find('zh-CN')).toBe('Test kuji（简）');
  expect(await find('zh-TW')).toBe('Test kuji（繁）');
});

test('the list filters and sorts by the same status the campaign page shows', async () => {
  for (const id of Object.values(opened)) {
    const [row] = await t.ctx.db.select().from(kujis).where(eq(kujis.id, id));
    for (const moment of [
      row!.startsAt.getTime() - 1,
      row!.startsAt.getTime(),
      Date.now(),
      row!.endsAt.getTime(),
      row!.endsAt.getTime() + 1,
    ]) {
      const now = new Date(moment);
      const [inSql] = await t.ctx.db
        .select({ status: statusSql(now) })
        .from(kujis)
        .where(eq(kujis.id, id));
      expect(inSql!.status).toBe(statusOf(row!, now));
    }
  }
});

test('bad paging or an unknown status is refused with the bad-parameters code in the caller’s language', async () => {
  for (const query of ['?status=open', '?status=', '?page=0', '?page=1.5', '?page_size=0', '?page_size=101', '?sort=new']) {
    const body = expectError(await t.inject({ url: `/api/v1/kuji${query}`, headers: { locale: 'en' } }), 400, 40004);
    expect(body.error_msg).toBe(apiErrors.BAD_PARAMS.messages.en);
  }
  const tw = expectError(await t.inject('/api/v1/kuji?page=0'), 400, 40004);
  expect(tw.error_msg).toBe(apiErrors.BAD_PARAMS.messages.tw);
});
