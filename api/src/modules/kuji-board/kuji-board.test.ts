import { KujiBoard, type KujiBoard as Board } from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { request } from '../../testing/http';
import { members, openBox, paidNotice, placed } from '../../testing/kuji-order-fixtures';
import { openBoardStream, type BoardStreamClient } from '../../testing/board-stream-client';
import { boardEvent, readBoard } from './service';
import { BoardStreams } from './streams';

// The live board: a campaign page's stream gets the board at once, then again within a second of every sale or
// payment (the database's kuji_board notifications), in the page's language; bursts are merged; streams are capped.

let t: TestApi;
const streams: BoardStreamClient[] = [];
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

const open = async (...args: Parameters<typeof openBoardStream>) => {
  const s = await openBoardStream(...args);
  streams.push(s);
  return s;
};
const left = (b: Board) => b.tiers.reduce((sum, x) => sum + x.remaining, 0);

/** A hub of the test's own on the test API's database, timed as asked, with one stream that records what it gets. */
async function ownHub(kujiId: number, timing: { minGapMs?: number; heartbeatMs?: number }, firstBoard: string) {
  const hub = new BoardStreams({
    db: t.ctx.db,
    listen: t.ctx.listen,
    log: console,
    caps: { perProcess: 1, perIp: 1 },
    ...timing,
  });
  await hub.listen();
  const written: string[] = [];
  const w = hub.join(kujiId, 'tw', (text) => written.push(text));
  w.start(firstBoard);
  return { hub, w, written };
}

test('on connect: the board as the campaign page shows it, as an event stream nothing buffers', async () => {
  const box = await openBox(t, [1, 2, 3]);
  const s = await open(t.base, box, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(s.status).toBe(200);
  expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(s.headers['cache-control']).toBe('no-store');
  expect(s.headers['x-accel-buffering']).toBe('no');
  expect(s.headers['content-encoding']).toBeUndefined();
  const { data: board } = await s.next();
  expectShape(KujiBoard, board);
  expect(s.text.startsWith('retry: 3000\n\n')).toBe(true);
  const page = (await t.inject(`/api/v1/kuji/${box}`)).json().data;
  expect(board).toEqual({ kuji_id: box, tickets_left: 6, tiers: page.tiers, last_one_won: false });
  expect(board.tiers.map((x) => [x.tier, x.remaining, x.name])).toEqual([
    ['A', 1, 'Prize A（繁）'],
    ['B', 2, 'Prize B（繁）'],
    ['C', 3, 'Prize C（繁）'],
  ]);
});

test('a sale and its payment each reach an open stream within a second, in the stream’s language', async () => {
  const box = await openBox(t, [2, 3]);
  const tw = await open(t.base, box);
  const en = await open(t.base, box, { query: '?locale=en' });
  await tw.next();
  expect((await en.next()).data.tiers[0]!.name).toBe('Prize A');
  const [buyer] = await members(t, 1, 'board-sale');

  // Timed from each answer (the change has committed by then), not from the request, which a busy machine slows.
  const order = await placed(t, { kuji_id: box, draws: 2 }, { auth: buyer! });
  let since = performance.now();
  const held = await tw.next((b) => b.tickets_left === 3);
  expect(held.at - since).toBeLessThan(1000);
  // Held, not drawn: nobody learns what an unpaid order would win.
  expect(left(held.data)).toBe(5);

  expect((await paidNotice(t, order.purchase)).statusCode).toBe(200);
  since = performance.now();
  const drawn = await tw.next((b) => left(b) === 3);
  expect(drawn.at - since).toBeLessThan(1000);
  const inEnglish = await en.next((b) => left(b) === 3);
  expect(inEnglish.data.tiers.map((x) => x.name)).toEqual(['Prize A', 'Prize B']);
  expect(inEnglish.data.tickets_left).toBe(3);
});

test('a burst of payments is read a few times, not once per payment, and the last board is the final one', async () => {
  const box = await openBox(t, [10, 20], { perOrderLimit: 1 });
  const buyers = await members(t, 30, 'board-burst');
  const orders = [];
  for (const auth of buyers) orders.push(await placed(t, { kuji_id: box, draws: 1 }, { auth }));
  // The route's own streams (least gap 100 ms) and a hub of this test's with a gap long enough to count on.
  const s = await open(t.base, box);
  await s.next((b) => b.tickets_left === 0);
  const { hub, w, written } = await ownHub(box, { minGapMs: 500 }, boardEvent((await readBoard(t.ctx.db, box, 'tw'))!));
  const before = s.events.length;

  const started = performance.now();
  await Promise.all(orders.map((o) => paidNotice(t, o.purchase)));
  const paying = performance.now() - started;
  const last = await s.next((b) => left(b) === 0 && b.last_one_won);
  expect(last.data.tickets_left).toBe(0);
  const until = Date.now() + 3000;
  while (!written.at(-1)!.includes('"last_one_won":true') && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  w.leave();
  await hub.close();

  // One read at once, then at most one per gap while the payments last, and one after them.
  const bound = (gapMs: number) => Math.ceil((performance.now() - started) / gapMs) + 2;
  expect(written.at(-1)).toContain('"last_one_won":true');
  expect(written.length - 1).toBeLessThanOrEqual(Math.min(bound(500), orders.length - 1));
  expect(s.events.length - before).toBeLessThanOrEqual(Math.min(bound(100), orders.length));
  console.log(
    `30 payments in ${Math.round(paying)} ms: ${s.events.length - before} boards on the route's stream, ${written.length - 1} with a 500 ms gap`,
  );
});

test('the Last One is on the board once the final ticket is drawn', async () => {
  const box = await openBox(t, [1]);
  const s = await open(t.base, box);
  const [buyer] = await members(t, 1, 'board-last');
  const order = await placed(t, { kuji_id: box, draws: 1 }, { auth: buyer! });
  await paidNotice(t, order.purchase);
  expect((await s.next((b) => b.last_one_won)).data).toMatchObject({ tickets_left: 0, last_one_won: true });
});

test('an unknown campaign or a wrong language is refused before any stream opens', async () => {
  const none = await open(t.base, 999_999);
  await none.ended;
  expect(none.status).toBe(404);
  expect(JSON.parse(none.text).error_code).toBe(40402);
  expectError(await request(t.base, { url: '/api/v1/kuji/1/board?locale=fr' }), 400, 40004);
  expectError(await request(t.base, { url: '/api/v1/kuji/1/board?page=2' }), 400, 40004);
});

describe('caps on open streams', () => {
  let capped: TestApi;
  beforeAll(async () => {
    capped = await startTestApi({ BOARD_STREAMS: '3', BOARD_STREAMS_PER_IP: '2' });
  });
  afterAll(() => capped.close());

  test('an address holding its share gets 429, a full process 503, each with Retry-After; a closed stream frees its place', async () => {
    const box = await openBox(capped, [3]);
    const first = await open(capped.base, box);
    await open(capped.base, box);
    await first.next();
    const third = await open(capped.base, box);
    await third.ended;
    expect([third.status, JSON.parse(third.text).error_code, Number(third.headers['retry-after'])]).toEqual([429, 42901, 10]);
    // Another address still gets one, then the process is full for everybody.
    expect((await open(capped.base, box, { from: '127.0.0.2' })).status).toBe(200);
    const full = await open(capped.base, box, { from: '127.0.0.3' });
    await full.ended;
    expect([full.status, JSON.parse(full.text).error_code, Number(full.headers['retry-after'])]).toEqual([503, 50301, 10]);

    first.close();
    const deadline = Date.now() + 2000;
    let again = await open(capped.base, box);
    while (again.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await open(capped.base, box);
    }
    expect(again.status).toBe(200);
    expect((await again.next()).data.kuji_id).toBe(box);
  });
});

test('a quiet stream gets a comment line now and then, so that proxies keep it open', async () => {
  const box = await openBox(t, [1]);
  const { hub, w, written } = await ownHub(box, { heartbeatMs: 30 }, 'event: board\ndata: {}\n\n');
  // Waits for two beats rather than a fixed time: a busy machine may delay a timer well past its period.
  const deadline = Date.now() + 10_000;
  while (written.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  w.leave();
  await hub.close();
  expect(written[0]).toBe('event: board\ndata: {}\n\n');
  expect(written.slice(1).length).toBeGreaterThanOrEqual(2);
  expect(new Set(written.slice(1))).toEqual(new Set([': keep-alive\n\n']));
});

describe('the database down', () => {
  let down: TestApi;
  beforeAll(async () => {
    down = await startTestApi();
  });
  afterAll(() => down.close().catch(() => down.app.close()));

  test('503 with Retry-After, as every other call', async () => {
    const box = await openBox(down, [1]);
    const client = (down.ctx.db as unknown as { $client: { close?(): Promise<void>; end?(): Promise<void> } }).$client;
    await (client.close ? client.close() : client.end!());
    const s = await open(down.base, box);
    await s.ended;
    expect([s.status, JSON.parse(s.text).error_code]).toEqual([503, 50301]);
    expect(Number(s.headers['retry-after'])).toBeGreaterThan(0);
  });
});
