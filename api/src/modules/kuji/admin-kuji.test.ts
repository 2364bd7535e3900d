import { count, eq, max } from 'drizzle-orm';
import {
  AdminKujiData,
  AdminKujiDraftData,
  AdminKujiDraftList,
  AdminKujiList,
  AdminKujiOrderList,
  type AdminKujiDraftBody,
  type KujiDetail,
  type Purchase,
} from '@shop/shared/contract';
import { drops, kujis, kujiTickets } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { DAY, openTestCampaign, TEST_SEED } from '../../testing/kuji-campaigns';
import { buy, members, paidNotice, placed } from '../../testing/kuji-order-fixtures';
import { auditRows, operatorToken } from '../../testing/operators';

// The console's campaigns: a draft no shopper can see, opened once (its box committed by openCampaign), its board
// and paid orders, ended early. Every admin kuji answer is kept and searched at the end for anything of the box.

let t: TestApi;
let merch: string;
let owner: string;
let staff: string;
beforeAll(async () => {
  t = await startTestApi();
  [merch, owner, staff] = await Promise.all([
    operatorToken(t, 'merchandiser'),
    operatorToken(t, 'owner'),
    operatorToken(t, 'staff'),
  ]);
});
afterAll(() => t.close());

/** Every admin kuji answer's body, for the last test. */
const answers: string[] = [];

const admin = async (method: string, url: string, auth: string | undefined, payload?: unknown) => {
  const res = await t.inject({
    method: method as 'GET',
    url: `/api/admin/v1${url}`,
    headers: auth ? { authorization: auth } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  answers.push(res.body);
  return res;
};

/** A download URL of a file in the test API's (emulated) storage bucket. */
const pic = (name: string) => {
  const { publicUrl, storage } = t.ctx.config;
  return `${new URL(publicUrl).origin}/v0/b/${encodeURIComponent(storage.bucket)}/o/catalogue%2F${name}.jpg?alt=media`;
};
const texts = (s: string) => ({ tw: `${s}（繁）`, cn: `${s}（简）`, en: s });

let made = 0;
function settings(over: Partial<AdminKujiDraftBody> = {}): AdminKujiDraftBody {
  const now = Date.now();
  return {
    title: texts(`Console kuji ${process.pid}-${++made}`),
    description: texts('Rules'),
    image: pic('k'),
    price: 350,
    starts_at: new Date(now - DAY).toISOString(),
    ends_at: new Date(now + 7 * DAY).toISOString(),
    per_order_limit: 5,
    member_limit: 8,
    tiers: [
      { name: texts('Figure'), image: pic('a'), count: 1 },
      { name: texts('Towel'), image: pic('b'), count: 3 },
    ],
    last_one: { name: texts('Last figure'), image: pic('last') },
    ...over,
  };
}

async function draft(over: Partial<AdminKujiDraftBody> = {}) {
  const res = await admin('POST', '/kuji-drafts', merch, settings(over));
  expect(res.statusCode).toBe(200);
  expectShape(AdminKujiDraftData, res.json());
  return res.json().data as { draft_id: number; settings: AdminKujiDraftBody };
}

const kujiCount = async () => (await t.ctx.db.select({ n: count() }).from(kujis))[0]!.n;
const publicList = async () =>
  ((await t.inject('/api/v1/kuji?page_size=100')).json().data as { kuji_id: number; title: string }[]).map((k) => k.title);

test('a draft is kept for the console only: no campaign, nothing on the shop list', async () => {
  const before = await kujiCount();
  const d = await draft();
  expect(await kujiCount()).toBe(before);
  expect(await publicList()).not.toContain(d.settings.title.tw);
  // No campaign row was made: the id after the last campaign has no page, board or draws.
  const [last] = await t.ctx.db.select({ id: max(kujis.id) }).from(kujis);
  for (const url of ['', '/board', '/draws'])
    expect((await t.inject(`/api/v1/kuji/${last!.id! + 1}${url}`)).statusCode).toBe(404);
  const read = await admin('GET', `/kuji-drafts/${d.draft_id}`, merch);
  expect(read.json().data).toMatchObject({ draft_id: d.draft_id, kuji_id: null, opened_at: null });
  const list = (await admin('GET', '/kuji-drafts?page_size=5', owner)).json();
  expectShape(AdminKujiDraftList, list);
  expect(list.data[0].draft_id).toBe(d.draft_id);
  const [row] = (await auditRows(t)).filter((r) => r.action === 'kuji_draft.create' && r.targetId === String(d.draft_id));
  expect(row?.after).toEqual(d.settings);
});

test('bad settings are refused with their reason, and nothing is written', async () => {
  const drafts = (await admin('GET', '/kuji-drafts', merch)).json().total as number;
  const now = Date.now();
  const backwards = { starts_at: new Date(now + DAY).toISOString(), ends_at: new Date(now).toISOString() };
  expectError(await admin('POST', '/kuji-drafts', merch, settings(backwards)), 400, 40095);
  expectError(await admin('POST', '/kuji-drafts', merch, settings({ image: 'https://example.com/k.jpg' })), 400, 40090);
  const otherBucket = pic('x').replace(`/b/${encodeURIComponent(t.ctx.config.storage.bucket)}/`, '/b/another-bucket/');
  expectError(
    await admin('POST', '/kuji-drafts', merch, settings({ last_one: { name: texts('L'), image: otherBucket } })),
    400,
    40090,
  );
  const late = { opens_at: new Date(now + 2 * DAY).toISOString(), admit_per_minute: 60, buy_window_seconds: 300 };
  expectError(await admin('POST', '/kuji-drafts', merch, settings({ drop: late })), 400, 40098);
  expectError(await admin('POST', '/kuji-drafts', merch, settings({ tiers: [] })), 400, 40004);
  expectError(await admin('POST', '/kuji-drafts', merch, { ...settings(), price: 0 }), 400, 40004);
  expect((await admin('GET', '/kuji-drafts', merch)).json().total).toBe(drafts);
});

test('a draft is edited, then opened once: its box is committed and it is on sale in the shop', async () => {
  const d = await draft();
  const edited = settings({ title: texts(`Edited ${d.draft_id}`), price: 400 });
  const res = await admin('PUT', `/kuji-drafts/${d.draft_id}`, merch, edited);
  expect(res.statusCode).toBe(200);
  expect(res.json().data.settings.price).toBe(400);
  const [editRow] = (await auditRows(t)).filter((r) => r.action === 'kuji_draft.edit' && r.targetId === String(d.draft_id));
  expect(editRow).toMatchObject({ before: d.settings, after: edited });

  const opened = await admin('POST', `/kuji-drafts/${d.draft_id}/open`, merch);
  expect(opened.statusCode).toBe(200);
  expectShape(AdminKujiData, opened.json());
  const kuji = opened.json().data;
  expect(kuji).toMatchObject({
    status: 'on_sale',
    tickets_total: 4,
    price: 400,
    member_limit: 8,
    algorithm: 'drand-hmac-sha256-v2',
  });
  const [tickets] = await t.ctx.db.select({ n: count() }).from(kujiTickets).where(eq(kujiTickets.kujiId, kuji.kuji_id));
  expect(tickets!.n).toBe(4);

  // The shop shows it in three languages, with the uploaded pictures and its commitment.
  const page = (await t.inject({ url: `/api/v1/kuji/${kuji.kuji_id}`, headers: { locale: 'en' } })).json().data as KujiDetail;
  expect(page.title).toBe(`Edited ${d.draft_id}`);
  expect(page.images[0]).toBe(pic('k'));
  expect(page.tiers.map((tier) => [tier.tier, tier.image])).toEqual([
    ['A', pic('a')],
    ['B', pic('b')],
  ]);
  expect(page.fairness.algorithm).toBe('drand-hmac-sha256-v2');
  expect(await publicList()).toContain(`Edited ${d.draft_id}（繁）`);

  const [openRow] = (await auditRows(t)).filter((r) => r.action === 'kuji.open' && r.targetId === String(kuji.kuji_id));
  expect(openRow?.after).toMatchObject({ draft_id: d.draft_id, kuji_id: kuji.kuji_id, tickets_total: 4 });
  expect((await admin('GET', `/kuji-drafts/${d.draft_id}`, merch)).json().data.kuji_id).toBe(kuji.kuji_id);

  // Opened: it cannot change or open again.
  expectError(await admin('PUT', `/kuji-drafts/${d.draft_id}`, merch, edited), 409, 40935);
  expectError(await admin('POST', `/kuji-drafts/${d.draft_id}/open`, owner), 409, 40935);
});

test('two operators opening one draft at once make exactly one campaign', async () => {
  const d = await draft();
  const before = await kujiCount();
  const results = await Promise.all(
    [merch, owner, merch, owner].map((auth) => admin('POST', `/kuji-drafts/${d.draft_id}/open`, auth)),
  );
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
  for (const r of results.filter((r) => r.statusCode === 409)) expectError(r, 409, 40935);
  expect(await kujiCount()).toBe(before + 1);
  const opens = (await auditRows(t)).filter(
    (r) => r.action === 'kuji.open' && (r.after as { draft_id: number }).draft_id === d.draft_id,
  );
  expect(opens).toHaveLength(1);
});

test('a draft with a waiting room opens with its drop; one over already cannot open', async () => {
  const now = Date.now();
  const startsAt = new Date(now + DAY);
  const room = { admit_per_minute: 120, buy_window_seconds: 600 };
  const d = await draft({ starts_at: startsAt.toISOString(), drop: room });
  const kuji = (await admin('POST', `/kuji-drafts/${d.draft_id}/open`, merch)).json().data;
  expect(kuji.status).toBe('upcoming');
  const [drop] = await t.ctx.db.select().from(drops).where(eq(drops.targetId, kuji.kuji_id));
  expect(drop).toMatchObject({ kind: 'kuji', admitPerMinute: 120, buyWindowSeconds: 600, startsAt });
  expect(drop!.opensAt).toEqual(new Date(startsAt.getTime() - 30 * 60_000));

  const over = await draft({ starts_at: new Date(now - 2 * DAY).toISOString(), ends_at: new Date(now + 1000).toISOString() });
  await new Promise((r) => setTimeout(r, 1100));
  expectError(await admin('POST', `/kuji-drafts/${over.draft_id}/open`, merch), 400, 40095);
  expectError(await admin('POST', '/kuji-drafts/2147483647/open', merch), 404, 40456);
  expectError(await admin('GET', '/kuji-drafts/2147483647', merch), 404, 40456);
});

test("a campaign's board and paid orders; ended early, it sells no more and its orders stay", async () => {
  const d = await draft();
  const kujiId = (await admin('POST', `/kuji-drafts/${d.draft_id}/open`, merch)).json().data.kuji_id as number;
  const [auth] = await members(t, 1, 'admin-kuji');
  const order = await placed(t, { kuji_id: kujiId, draws: 2 }, { auth: auth! });
  expect((await paidNotice(t, order.purchase as Purchase)).statusCode).toBe(200);

  const board = (await admin('GET', `/kuji/${kujiId}/board`, merch)).json().data;
  expect(board).toMatchObject({ kuji_id: kujiId, tickets_left: 2 });
  const orders = (await admin('GET', `/kuji/${kujiId}/orders`, merch)).json();
  expectShape(AdminKujiOrderList, orders);
  expect(orders).toMatchObject({ total: 1, data: [{ kuji_order_id: order.order_id, draws: 2, total: 700 }] });
  const list = (await admin('GET', '/kuji?page_size=100', owner)).json();
  expectShape(AdminKujiList, list);
  expect(list.data.find((k: { kuji_id: number }) => k.kuji_id === kujiId)).toMatchObject({
    tickets_reserved: 2,
    tickets_sold: 2,
  });

  const ended = await admin('POST', `/kuji/${kujiId}/end`, merch);
  expect(ended.statusCode).toBe(200);
  expect(ended.json().data.status).toBe('ended');
  expectError(await buy(t, { kuji_id: kujiId, draws: 1 }, { auth: auth! }), 400, 40030);
  expect((await admin('GET', `/kuji/${kujiId}/orders`, merch)).json().total).toBe(1);
  expectError(await admin('POST', `/kuji/${kujiId}/end`, owner), 409, 40936);
  const [endRow] = (await auditRows(t)).filter((r) => r.action === 'kuji.end' && r.targetId === String(kujiId));
  expect(endRow?.before).toEqual({ starts_at: d.settings.starts_at, ends_at: d.settings.ends_at });
  expect(new Date((endRow?.after as { ends_at: string }).ends_at).getTime()).toBeLessThanOrEqual(Date.now());

  for (const url of [`/kuji/2147483647`, `/kuji/2147483647/board`, `/kuji/2147483647/orders`])
    expectError(await admin('GET', url, merch), 404, 40455);
  expectError(await admin('POST', '/kuji/2147483647/end', merch), 404, 40455);
});

test('two operators ending one campaign at once: it ends once', async () => {
  const d = await draft();
  const kujiId = (await admin('POST', `/kuji-drafts/${d.draft_id}/open`, merch)).json().data.kuji_id as number;
  const results = await Promise.all([merch, owner].map((auth) => admin('POST', `/kuji/${kujiId}/end`, auth)));
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  expectError(
    results.find((r) => r.statusCode === 409)!,
    409,
    40936,
  );
  expect((await auditRows(t)).filter((r) => r.action === 'kuji.end' && r.targetId === String(kujiId))).toHaveLength(1);
});

test('only the owner and merchandisers: 401 without a session, 403 for staff', async () => {
  const d = await draft();
  const calls: [string, string, unknown?][] = [
    ['GET', '/kuji-drafts'],
    ['POST', '/kuji-drafts', settings()],
    ['GET', `/kuji-drafts/${d.draft_id}`],
    ['PUT', `/kuji-drafts/${d.draft_id}`, settings()],
    ['POST', `/kuji-drafts/${d.draft_id}/open`],
    ['GET', '/kuji'],
    ['GET', '/kuji/1'],
    ['GET', '/kuji/1/board'],
    ['GET', '/kuji/1/orders'],
    ['POST', '/kuji/1/end'],
  ];
  for (const [method, url, body] of calls) {
    expectError(await admin(method, url, undefined, body), 401, 40141);
    expectError(await admin(method, url, staff, body), 403, 40340);
  }
  expect((await admin('GET', `/kuji-drafts/${d.draft_id}`, merch)).json().data.kuji_id).toBeNull();
});

test('no admin kuji answer tells a ticket place, the box order or a seed', async () => {
  // A v1 campaign (a secret seed fixes its box) read through every admin kuji endpoint while unfinished.
  const kujiId = await openTestCampaign(t.ctx.db);
  const [k] = await t.ctx.db.select({ seedHash: kujis.seedHash }).from(kujis).where(eq(kujis.id, kujiId));
  for (const url of [`/kuji/${kujiId}`, `/kuji/${kujiId}/board`, `/kuji/${kujiId}/orders`, '/kuji?page_size=100'])
    expect((await admin('GET', url, merch)).statusCode).toBe(200);
  expect(answers.length).toBeGreaterThan(50);
  for (const body of answers) {
    expect(body).not.toContain(TEST_SEED);
    expect(body).not.toContain(k!.seedHash!);
    expect(body).not.toMatch(/"(position|positions|box_order|seed|seed_hash|tickets|pick)"/);
  }
});
