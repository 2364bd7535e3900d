import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { KujiDraw, KujiDrawRecord } from '@shop/shared/contract';
import { roundAfter, roundTime, verifyDrawRecord, type BeaconChain } from '@shop/shared/kuji';
import { kujiOrders, users } from '../../db/schema';
import { composedStandIns } from '../../testing/composed-stand-ins';
import { startTestApi, type TestApi } from '../../testing/harness';
import { mailsTo } from '../../testing/outbox';
import { beaconEnv } from '../../providers/beacon-source';
import {
  boxOf,
  buy,
  countsOf,
  get,
  members,
  openBox,
  outcome,
  paidNotice,
  placed,
  wideAgent,
} from '../../testing/kuji-order-fixtures';
import { COMMIT_MARGIN_SECONDS } from './box';
import { drawDue, drawStateOf, LATE_AFTER_MS } from './draw';

// v2 draws end to end on the API: a payment binds its order to the first beacon round after it, the drawer picks
// the order's tickets once that round is out, and the published record re-derives every pick.

let t: TestApi;
const wide = wideAgent();
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  wide.destroy();
  await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function record(api: TestApi, kujiId: number): Promise<KujiDrawRecord> {
  const res = await get(api, `/api/v1/kuji/${kujiId}/draws`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Polls the published record until every place is drawn (the drawer runs every 500 ms; a round every second). */
async function allDrawn(api: TestApi, kujiId: number, withinMs = 20_000): Promise<KujiDrawRecord> {
  const until = Date.now() + withinMs;
  for (;;) {
    const now = await record(api, kujiId);
    if (now.draws.every((d) => d.signature !== null)) return now;
    if (Date.now() > until) throw new Error(`kuji ${kujiId}: places still waiting after ${withinMs} ms`);
    await sleep(200);
  }
}

test('a paid order is bound to the first round after its payment and drawn from that round once it is out', async () => {
  const chain = t.ctx.beacon.chain();
  const box = await openBox(t, [2, 3, 5], { beacon: chain });
  const [auth] = await members(t, 1, 'v2-one');
  const order = await placed(t, { kuji_id: box, draws: 3 }, { auth });
  expect((await paidNotice(t, order.purchase)).statusCode).toBe(200);

  const [row] = await t.ctx.db.select().from(kujiOrders).where(eq(kujiOrders.id, order.order_id));
  // The round is fixed in the payment's transaction and its time is after the payment, by the commit's margin.
  expect(row!.drawPlace).toBe(1);
  expect(row!.drawRound).toBeGreaterThanOrEqual(roundAfter(chain, row!.paidAt!.getTime() + COMMIT_MARGIN_SECONDS * 1000));
  expect(roundTime(chain, row!.drawRound!) * 1000).toBeGreaterThan(row!.paidAt!.getTime() + COMMIT_MARGIN_SECONDS * 1000);
  // Before the round's time the drawer asks nothing of the beacon and picks nothing.
  expect(await drawDue(t.ctx.db, t.ctx.beacon, box, row!.paidAt!.getTime())).toBe(0);

  const published = await allDrawn(t, box);
  expect(published.draws).toEqual([
    expect.objectContaining({ place: 1, order_id: order.order_id, draws: 3, round: row!.drawRound, last_one: false }),
  ]);
  expect(await verifyDrawRecord(published)).toEqual({ fair: true, passed: expect.any(Array), failed: null, place: null });

  const draw: KujiDraw = (await get(t, `/api/v1/kuji-order/${order.order_id}/draw`, { auth })).json().data;
  expect(draw.draw).toMatchObject({ place: 1, round: row!.drawRound, status: 'drawn', late: false });
  // The draw show reveals exactly the tickets the record gives, in pick order, each with its ticket-list tier.
  expect(draw.tickets.map((x) => x.position)).toEqual(published.draws[0]!.tickets);
  expect(draw.tickets.map((x) => x.tier)).toEqual(published.draws[0]!.tickets.map((n) => published.ticket_list[n - 1]));
  // Its member is mailed the prizes with the round that drew them; the paid mail before it could name none.
  const [buyer] = await t.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, row!.userId));
  const mails = await mailsTo(t.ctx.db, buyer!.email, 2);
  const drawnMail = mails.find((m) => m.subject === `一番賞抽賞結果 ${order.order_number}`)!;
  expect(drawnMail.text).toContain(`drand 第 ${row!.drawRound} 輪`);
  for (const ticket of draw.tickets) expect(drawnMail.text).toContain(ticket.name);
  const paidMail = mails.find((m) => m.subject === `一番賞付款完成 ${order.order_number}`)!;
  expect(paidMail.text).not.toContain('drand');
});

test('1,000 single-draw buyers for 100 tickets: every ticket picked once, the Last One once, the record verifies', async () => {
  const box = await openBox(t, [5, 15, 30, 50], { beacon: t.ctx.beacon.chain() });
  const buyers = await members(t, 1000, 'v2-crowd');
  const results = await Promise.all(buyers.map((auth) => buy(t, { kuji_id: box, draws: 1 }, { auth, agent: wide })));
  expect(results.map(outcome).filter((c) => c === 200)).toHaveLength(100);
  const orders = results.filter((r) => r.statusCode === 200).map((r) => r.json().data);
  const paid = await Promise.all(orders.map((o) => paidNotice(t, o.purchase, { agent: wide })));
  expect(paid.map((r) => r.statusCode)).toEqual(Array(100).fill(200));

  const published = await allDrawn(t, box, 90_000);
  expect(published.draws.map((d) => d.place)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  expect(new Set(published.draws.map((d) => d.order_id))).toEqual(new Set(orders.map((o) => o.order_id)));
  expect(published.draws.flatMap((d) => d.tickets).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  expect(published.draws.filter((d) => d.last_one)).toEqual([expect.objectContaining({ place: 100 })]);
  expect(await verifyDrawRecord(published)).toMatchObject({ fair: true, failed: null });

  const tickets = await boxOf(t, box);
  expect(new Set(tickets.map((x) => x.orderId)).size).toBe(100);
  expect(await countsOf(t, box)).toMatchObject({ reserved: 100, drawn: 100, lastOneOrderId: published.draws[99]!.order_id });
});

test('a v1 campaign has no draw record: it is verified by its box order', async () => {
  const box = await openBox(t, [1, 2]);
  const res = await get(t, `/api/v1/kuji/${box}/draws`);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ error_code: 40404 });
  expect(outcome(await get(t, '/api/v1/kuji/999999/draws'))).toBe(40402);
});

test('an order waiting past its round is late, and keeps its round', () => {
  const chain: BeaconChain = t.ctx.beacon.chain();
  const due = roundTime(chain, 5) * 1000;
  const waiting = { drawPlace: 2, drawRound: 5, drawnAt: null };
  expect(drawStateOf(chain, waiting, due + 1)).toMatchObject({ round: 5, status: 'waiting', late: false });
  expect(drawStateOf(chain, waiting, due + LATE_AFTER_MS + 1)).toMatchObject({ round: 5, status: 'waiting', late: true });
  expect(drawStateOf(chain, { ...waiting, drawnAt: new Date(due) }, due + LATE_AFTER_MS + 1)).toMatchObject({
    status: 'drawn',
    late: false,
  });
});

/** A relay in front of the local beacon that can be switched off (every request fails) and on again. */
async function switchableRelay(target: string) {
  let down = false;
  const server = http.createServer((req, res) => {
    if (down) return res.destroy();
    fetch(new URL(req.url!, target)).then(
      async (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set: (isDown: boolean) => {
      down = isDown;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('the beacon down: a paid order keeps its round and waits; back up, it is drawn from that very round', async () => {
  const beacon = await composedStandIns().standIns.localBeacon!({ period: 1 });
  const relay = await switchableRelay(beacon.url);
  const api = await startTestApi(beaconEnv(relay.url, beacon.chain));
  try {
    const box = await openBox(api, [2, 2], { beacon: api.ctx.beacon.chain() });
    const [auth] = await members(api, 1, 'v2-outage');
    relay.set(true);
    const order = await placed(api, { kuji_id: box, draws: 2 }, { auth });
    expect((await paidNotice(api, order.purchase)).statusCode).toBe(200);
    const [row] = await api.ctx.db.select().from(kujiOrders).where(eq(kujiOrders.id, order.order_id));
    // Well past its round: still waiting, nothing drawn from anything else.
    await sleep(roundTime(beacon.chain, row!.drawRound!) * 1000 - Date.now() + 2_500);
    const waiting: KujiDraw = (await get(api, `/api/v1/kuji-order/${order.order_id}/draw`, { auth })).json().data;
    expect(waiting.draw).toMatchObject({ round: row!.drawRound, status: 'waiting' });
    expect(waiting.tickets).toEqual([]);
    expect((await record(api, box)).draws[0]).toMatchObject({ round: row!.drawRound, signature: null, tickets: [] });

    relay.set(false);
    const published = await allDrawn(api, box);
    expect(published.draws[0]).toMatchObject({ round: row!.drawRound, last_one: false });
    expect(published.draws[0]!.tickets).toHaveLength(2);
    expect(await verifyDrawRecord(published)).toMatchObject({ fair: true });
  } finally {
    await api.close();
    await relay.close();
    await beacon.close();
  }
});
