import { eq, sql } from 'drizzle-orm';
import { DropInfo, DropPlace, dropPlaceEvent } from '@shop/shared/contract';
import { dropPlaces, drops } from '../../db/schema';
import { parseServerTiming } from '../../platform/server-timing';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import type { Res } from '../../testing/http';
import { openEventStream } from '../../testing/event-stream-client';
import { buy, get, members, openBox, outcome, wideAgent } from '../../testing/kuji-order-fixtures';
import { buyable, postOrder, twOrder } from '../../testing/order-fixtures';
import { runDropCommand } from './operator';
import { DropPasses } from './passes';

// The waiting room of a drop: places join before the start and are put in a random order at it, later arrivals
// queue behind, places are admitted at the operator's rate, and a drop's purchase needs the caller's admission,
// once. Time is moved by moving the drop's start, as the clock would.

let t: TestApi;
const wide = wideAgent();
beforeAll(async () => {
  // Server-Timing on every answer: the tests count a route's database calls.
  t = await startTestApi({ DROP_PLACES_PER_IP: '3', API_SERVER_TIMING: '1' });
});
afterAll(async () => {
  wide.destroy();
  await t.close();
});

const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
/** Makes `kind` `id` a drop whose room is open, starting in `startsIn` ms. */
async function makeDrop(kind: 'kuji' | 'product', id: number, startsIn: number, rate = 60, window = 300) {
  await runDropCommand(t.ctx.db, [
    'set',
    kind,
    String(id),
    '--starts',
    iso(startsIn),
    '--opens',
    iso(-60_000),
    '--rate',
    String(rate),
    '--window',
    String(window),
  ]);
  const [d] = await t.ctx.db.select().from(drops).where(eq(drops.targetId, id));
  return d!;
}
/** Moves a drop's start (and its admission cursor) to `ms` from now: `startedAgo(5_000)` = it started 5 s ago. */
const startedAgo = (dropId: number, ms: number) =>
  t.ctx.db.execute(
    sql`update drops set starts_at = now() - ${`${ms} milliseconds`}::interval, cursor_at = now() - ${`${ms} milliseconds`}::interval where id = ${dropId}`,
  );

const placeUrl = (kind: string, id: number) => `/api/v1/drop/${kind}/${id}/place`;
const join = (kind: string, id: number, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: placeUrl(kind, id), headers });
const joined = async (kind: string, id: number, headers: Record<string, string> = {}): Promise<DropPlace> => {
  const res = await join(kind, id, headers);
  if (res.statusCode !== 200) throw new Error(`join refused: ${res.body}`);
  return res.json().data;
};
const mine = async (kind: string, id: number, headers: Record<string, string>): Promise<DropPlace> =>
  (await t.inject({ url: placeUrl(kind, id), headers })).json().data;

test('a drop tells its times, rate and counts; an item that is not one, 40460; before its room opens, 40961', async () => {
  const box = await openBox(t, [3, 7]);
  expectError(await t.inject(`/api/v1/drop/kuji/${box}`), 404, 40460);
  await runDropCommand(t.ctx.db, ['set', 'kuji', String(box), '--starts', '+2h', '--opens', '+1h', '--rate', '120']);
  const info: DropInfo = (await t.inject(`/api/v1/drop/kuji/${box}`)).json().data;
  expectShape(DropInfo, info);
  expect(info).toMatchObject({
    kind: 'kuji',
    target_id: box,
    admit_per_minute: 120,
    buy_window_seconds: 300,
    left: 10,
    waiting: 0,
  });
  expect(Date.parse(info.starts_at) - Date.parse(info.opens_at)).toBe(3600_000);
  const [auth] = await members(t, 1, 'drop-early');
  expect(expectError(await join('kuji', box, { authorization: auth!, locale: 'en' }), 409, 40961).error_msg).toBe(
    'The queue is not open yet. Please come back when it opens.',
  );
  // A kuji drop's places are members' (they alone may buy draws).
  await makeDrop('kuji', box, 60_000);
  expectError(await join('kuji', box), 403, 40301);
  expectError(
    await t.inject({ method: 'POST', url: placeUrl('kuji', 2147483647), headers: { authorization: auth! } }),
    404,
    40460,
  );
});

test('everyone waiting at the start is put in a random order; later arrivals queue behind in arrival order', async () => {
  const box = await openBox(t, [50]);
  // Starts in ten minutes: joining 120 one by one must not reach the start on a loaded machine.
  const d = await makeDrop('kuji', box, 600_000, 60);
  const crowd = await members(t, 120, 'drop-crowd');
  // One by one, so that arrival order is known: arriving earlier must not help. Each join counts itself waiting.
  for (const [i, auth] of crowd.entries())
    expect(await joined('kuji', box, { authorization: auth })).toMatchObject({ state: 'early', drop: { waiting: i + 1 } });
  expect((await t.inject(`/api/v1/drop/kuji/${box}`)).json().data.waiting).toBe(120);
  const early = await mine('kuji', box, { authorization: crowd[0]! });
  expect(early).toMatchObject({ state: 'early', position: null, admission: null, place_key: null });
  expect(early.estimated_wait_seconds).toBeGreaterThan(300);
  expect(early.estimated_wait_seconds).toBeLessThanOrEqual(600);
  await startedAgo(d.id, 0);
  const late = await members(t, 3, 'drop-late');
  for (const auth of late) await joined('kuji', box, { authorization: auth });
  const ordinals = await t.ctx.db
    .select({ ordinal: dropPlaces.ordinal })
    .from(dropPlaces)
    .where(eq(dropPlaces.dropId, d.id))
    .orderBy(dropPlaces.joinedAt, dropPlaces.id);
  const order = ordinals.map((o) => o.ordinal!);
  expect(order.slice(0, 120).sort((a, b) => a - b)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
  expect(order.slice(120)).toEqual([121, 122, 123]);
  // Rank correlation of arrival and admission among the early ones: ~0 with a standard deviation of 0.09, so
  // |r| < 0.5 misses 1 time in 10^7; arrival order would give 1.
  expect(Math.abs(correlation(order.slice(0, 120)))).toBeLessThan(0.5);
});

/** The database calls an answer made (a transaction is one), from its Server-Timing header. */
const callsOf = (res: Res) => parseServerTiming(res.headers['server-timing'] as string | undefined)?.queries;

test('a drop’s page, a place’s read and a held place’s join are one query each; a new place, two', async () => {
  // A visitor's place: a member's token is read from the database on every request, a call that is not the drop's.
  // The last buyable product: the visitor's test below makes the first a drop.
  const product = (await buyable(t)).at(-1);
  const d = await makeDrop('product', product!.id, 60_000, 60);
  const first = await join('product', product!.id);
  expect(callsOf(first)).toBe(2);
  const headers = { 'x-drop-place': first.json().data.place_key };
  const reads = async () => [
    callsOf(await t.inject(`/api/v1/drop/product/${product!.id}`)),
    callsOf(await t.inject({ url: placeUrl('product', product!.id), headers })),
    callsOf(await join('product', product!.id, headers)),
  ];
  expect(await reads()).toEqual([1, 1, 1]);
  await startedAgo(d.id, 1_000);
  // The first read after the start makes the draw (its read, the draw, its read again); later reads find it made.
  expect(callsOf(await t.inject(`/api/v1/drop/product/${product!.id}`))).toBe(3);
  expect(await reads()).toEqual([1, 1, 1]);
  expect(callsOf(await t.inject('/api/v1/drop/product/2147483647'))).toBe(1);
});

/** Pearson's r between position in the array (arrival) and the value (admission). */
function correlation(values: number[]): number {
  const n = values.length;
  const mean = (n + 1) / 2;
  let cov = 0;
  let varA = 0;
  values.forEach((v, i) => {
    cov += (i + 1 - mean) * (v - mean);
    varA += (i + 1 - mean) ** 2;
  });
  return cov / varA;
}

test('places are admitted at the rate; a queue that emptied does not bank admissions for a crowd', async () => {
  const box = await openBox(t, [50]);
  // One admission every 10 s, so that a slow join on a loaded machine does not move anyone up a place.
  const d = await makeDrop('kuji', box, 60_000, 6);
  // It started a minute ago with nobody there: 7 admissions have passed unused.
  await startedAgo(d.id, 60_000);
  const five = await members(t, 5, 'drop-rate');
  const places: DropPlace[] = [];
  for (const auth of five) places.push(await joined('kuji', box, { authorization: auth }));
  expect(places.map((p) => p.state)).toEqual(['admitted', 'waiting', 'waiting', 'waiting', 'waiting']);
  expect(places.slice(1).map((p) => p.position)).toEqual([1, 2, 3, 4]);
  expect(places[4]!.estimated_wait_seconds).toBeGreaterThan(30);
  expect(places[4]!.estimated_wait_seconds).toBeLessThanOrEqual(40);
  expect(places[0]!.admission).toEqual(expect.any(String));
  expect(Date.parse(places[0]!.admitted_until!) - Date.now()).toBeGreaterThan(290_000);
  // The operator speeds the queue up: 600 a minute admits the rest within a second.
  await runDropCommand(t.ctx.db, ['rate', 'kuji', String(box), '600']);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const after = await Promise.all(five.map((auth) => mine('kuji', box, { authorization: auth })));
  expect(after.map((p) => p.state)).toEqual(Array(5).fill('admitted'));
  expect((await t.inject(`/api/v1/drop/kuji/${box}`)).json().data.waiting).toBe(0);
});

test('a drop’s purchase needs the caller’s admission: missing, another’s, forged or expired refused; used once', async () => {
  const box = await openBox(t, [20]);
  const d = await makeDrop('kuji', box, 60_000, 600);
  const [a, b] = await members(t, 2, 'drop-buy');
  await joined('kuji', box, { authorization: a! });
  await joined('kuji', box, { authorization: b! });
  await startedAgo(d.id, 1_000);
  const pa = await mine('kuji', box, { authorization: a! });
  const pb = await mine('kuji', box, { authorization: b! });
  expect([pa.state, pb.state]).toEqual(['admitted', 'admitted']);
  const draw = { kuji_id: box, draws: 1 };
  const as = (auth: string, admission?: string) => ({
    auth,
    headers: { locale: 'en', ...(admission ? { 'x-drop-admission': admission } : {}) },
  });
  expect(expectError(await buy(t, draw, as(a!)), 403, 40360).error_msg).toMatch(/join the queue/);
  expectError(await buy(t, draw, as(a!, pb.admission!)), 403, 40361);
  expectError(await buy(t, draw, as(a!, `${pa.admission!.slice(0, -2)}xx`)), 403, 40361);
  const [holder] = await t.ctx.db
    .select()
    .from(dropPlaces)
    .where(eq(dropPlaces.holder, pa.admission ? holderOf(pa.admission) : ''));
  const expired = await new DropPasses(t.ctx.tokens).admission(
    { dropId: d.id, placeId: holder!.id, ordinal: holder!.ordinal!, holder: holder!.holder },
    new Date(Date.now() - 1_000),
  );
  expectError(await buy(t, draw, as(a!, expired)), 403, 40362);
  // Twenty at once with one admission: one order.
  const tries = await Promise.all(Array.from({ length: 20 }, () => buy(t, draw, { ...as(a!, pa.admission!), agent: wide })));
  expect(tries.map(outcome).sort()).toEqual([200, ...Array(19).fill(40960)]);
  expect((await mine('kuji', box, { authorization: a! })).state).toBe('used');
  // A retry with the same idempotency key is answered with the same order, not refused.
  const keyed = as(b!, pb.admission!);
  const first = await buy(t, draw, { ...keyed, headers: { ...keyed.headers, 'idempotency-key': 'drop-retry' } });
  const again = await buy(t, draw, { ...keyed, headers: { ...keyed.headers, 'idempotency-key': 'drop-retry' } });
  expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
  expect(again.json().data.order_id).toBe(first.json().data.order_id);
  // A used place queues again, at the back, and its old admission is dead.
  const requeued = await joined('kuji', box, { authorization: a! });
  expect(requeued.state === 'waiting' || requeued.state === 'admitted').toBe(true);
  expectError(await buy(t, draw, as(a!, pa.admission!)), 409, 40960);
  // Campaigns that are not drops are bought as before.
  expect((await buy(t, { kuji_id: await openBox(t, [5]), draws: 1 }, { auth: a! })).statusCode).toBe(200);
});

test('a retry of an order made before the drop answers that order and leaves the admission for a new one', async () => {
  const box = await openBox(t, [20]);
  const [a] = await members(t, 1, 'drop-retry');
  const keyed = (admission?: string) => ({
    auth: a!,
    headers: { 'idempotency-key': 'made-before-the-drop', ...(admission ? { 'x-drop-admission': admission } : {}) },
  });
  const before = await buy(t, { kuji_id: box, draws: 1 }, keyed());
  expect(before.statusCode).toBe(200);
  const d = await makeDrop('kuji', box, 60_000, 600);
  await joined('kuji', box, { authorization: a! });
  await startedAgo(d.id, 1_000);
  const place = await mine('kuji', box, { authorization: a! });
  const retried = await buy(t, { kuji_id: box, draws: 1 }, keyed(place.admission!));
  expect(retried.json().data.order_id).toBe(before.json().data.order_id);
  expect((await mine('kuji', box, { authorization: a! })).state).toBe('admitted');
  const fresh = await buy(t, { kuji_id: box, draws: 1 }, { auth: a!, headers: { 'x-drop-admission': place.admission! } });
  expect(fresh.statusCode).toBe(200);
  expect(fresh.json().data.order_id).not.toBe(before.json().data.order_id);
  expect((await mine('kuji', box, { authorization: a! })).state).toBe('used');
});

/** The `sub` of an admission (its holder), read without verifying: the test finds the place it names. */
const holderOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).sub as string;

test('a visitor keeps a place by its key across reloads; places per address are capped; the admission buys', async () => {
  const [product] = await buyable(t);
  const d = await makeDrop('product', product!.id, 60_000, 600);
  const first = await joined('product', product!.id);
  expect(first.place_key).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
  const key = { 'x-drop-place': first.place_key! };
  const reload = await mine('product', product!.id, key);
  expect(reload.watch).toBe(first.watch);
  expect((await joined('product', product!.id, key)).watch).toBe(first.watch);
  await joined('product', product!.id);
  await joined('product', product!.id);
  expectError(await join('product', product!.id), 429, 42960);
  expectError(await t.inject({ url: placeUrl('product', product!.id), headers: { 'x-drop-place': 'x'.repeat(30) } }), 404, 40460);
  await startedAgo(d.id, 1_000);
  const admitted = await mine('product', product!.id, key);
  expect(admitted.state).toBe('admitted');
  const order = twOrder([{ p: product!, amount: 1 }], { guest_email: 'drop-visitor@example.com' });
  expectError(await postOrder(t, order), 403, 40360);
  const res = await postOrder(t, order, { 'x-drop-admission': admitted.admission! });
  expect(res.statusCode).toBe(200);
  expect((await mine('product', product!.id, key)).state).toBe('used');
});

test('the place stream pushes the place as it moves: early, then its position, then admitted', async () => {
  const box = await openBox(t, [5]);
  const d = await makeDrop('kuji', box, 60_000, 60);
  const [first, second] = await members(t, 2, 'drop-stream');
  await joined('kuji', box, { authorization: first! });
  const place = await joined('kuji', box, { authorization: second! });
  const s = await openEventStream<DropPlace>(t.base, `${placeUrl('kuji', box)}/stream?watch=${place.watch}`, dropPlaceEvent);
  try {
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const { data } = await s.next();
    expectShape(DropPlace, data);
    expect(data.state).toBe('early');
    // The start, as the clock would bring it: the stream follows within a tick.
    await startedAgo(d.id, 0);
    const moved = await s.next((p) => p.state !== 'early', 15_000);
    expect(['waiting', 'admitted']).toContain(moved.data.state);
    expect((await s.next((p) => p.state === 'admitted', 15_000)).data.admission).toEqual(expect.any(String));
  } finally {
    s.close();
  }
  const bad = await openEventStream(t.base, `${placeUrl('kuji', box)}/stream?watch=${'x'.repeat(40)}`, dropPlaceEvent);
  await bad.ended;
  expect([bad.status, JSON.parse(bad.text).error_code]).toEqual([403, 40361]);
});

test('the place stream sends a far place’s new position at the page’s polling pace, not every second', async () => {
  const box = await openBox(t, [50]);
  const d = await makeDrop('kuji', box, 60_000, 60);
  const crowd = await members(t, 20, 'drop-pace');
  for (const auth of crowd) await joined('kuji', box, { authorization: auth });
  await startedAgo(d.id, 0);
  // One admission a second: the last of 20 is some 19 s from its turn, and its position moves every second.
  const places = await Promise.all(crowd.map((auth) => mine('kuji', box, { authorization: auth })));
  const far = places.reduce((a, b) => ((b.position ?? 0) > (a.position ?? 0) ? b : a));
  const s = await openEventStream<DropPlace>(t.base, `${placeUrl('kuji', box)}/stream?watch=${far.watch}`, dropPlaceEvent);
  try {
    expect((await s.next()).data.estimated_wait_seconds).toBeGreaterThan(10);
    // Over 3.5 s it would have moved three places: far from its turn, the page hears of it every 5 s.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(s.events).toHaveLength(1);
  } finally {
    s.close();
  }
});

test('sold out: nobody else is admitted and every place says so', async () => {
  const box = await openBox(t, [1]);
  const d = await makeDrop('kuji', box, 60_000, 600);
  const [a, b] = await members(t, 2, 'drop-sold');
  await joined('kuji', box, { authorization: a! });
  await joined('kuji', box, { authorization: b! });
  await startedAgo(d.id, 1_000);
  const pa = await mine('kuji', box, { authorization: a! });
  const pb = await mine('kuji', box, { authorization: b! });
  const bought = await Promise.all(
    [pa, pb].map((p, i) =>
      buy(t, { kuji_id: box, draws: 1 }, { auth: [a!, b!][i]!, headers: { 'x-drop-admission': p.admission! } }),
    ),
  );
  expect(bought.map(outcome).sort()).toEqual([200, 40071]);
  const states = await Promise.all([a!, b!].map((auth) => mine('kuji', box, { authorization: auth })));
  expect(states.map((p) => p.state).sort()).toEqual(['sold_out', 'used']);
  expect((await get(t, `/api/v1/drop/kuji/${box}`)).json().data.left).toBe(0);
});
