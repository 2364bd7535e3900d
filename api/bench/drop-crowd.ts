// The crowd of bench:drop, in its own process so that the API's CPU is the API's alone: reads the launch from the
// file named on the command line, runs every shopper (join, follow the place on its stream as the waiting page does,
// buy once admitted, pay), and prints what happened as one JSON line.
import fs from 'node:fs';
import http from 'node:http';
import { dropPlaceEvent, type DropKind, type DropPlace } from '@shop/shared/contract';
import { openEventStream } from '../src/testing/event-stream-client';
import { request, type Res } from '../src/testing/http';
import { homeOrder, type BuyableProduct } from './bench-orders';
import { paidNotice, type Purchase } from './purchase-clients';

export interface Launch {
  /** The API processes' addresses: each shopper keeps to one, as behind a load balancer's sticky sessions. */
  bases: string[];
  secret: string;
  kujiId: number;
  product: BuyableProduct;
  /** Bearer headers, one per shopper; even ones queue for the kuji drop, odd ones for the product. */
  crowd: string[];
  /** When the first shopper arrives, and over how long they all do (ms). */
  firstArrival: number;
  arrivalMs: number;
  sockets: number;
}

export interface CrowdTally {
  /** The joins (POST place), and the reads of those who gave their stream up (GET place). */
  reads: number[];
  /** A place stream's first event, from its request (the page showing the place). */
  firstEvents: number[];
  /** From a place's admission to the shopper seeing it, for those who saw it waiting first. */
  admissionSeen: number[];
  streams: number;
  /** Streams refused (not 200) or cut by the server, each opened again after a pause. */
  streamFailures: number;
  /** Shoppers whose stream failed three times in a row: they read their place by polling instead. */
  gaveUp: number;
  purchases: number[];
  admitted: number;
  bought: number;
  purchaseRefused: Record<string, number>;
  /** Paid notices the webhook did not take, by status. */
  noticeRefused: Record<string, number>;
  soldOutWaiting: number;
  fiveHundreds: number;
  connectionErrors: number;
}

const sleep = (t: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, t)));

/** The waiting page's stream settings (shared/src/drop/follow.ts; the server's `retry` is the same 3 s). */
const STREAM_ATTEMPTS = 3;
const STREAM_RETRY_MS = 3_000;

/** Still waiting for a turn: the page follows it. */
const waiting = (p: DropPlace) => p.state === 'early' || p.state === 'waiting';

async function run(launch: Launch): Promise<CrowdTally> {
  const { bases, crowd } = launch;
  const agent = new http.Agent({ keepAlive: true, maxSockets: launch.sockets });
  const tally: CrowdTally = {
    reads: [],
    firstEvents: [],
    admissionSeen: [],
    streams: 0,
    streamFailures: 0,
    gaveUp: 0,
    purchases: [],
    admitted: 0,
    bought: 0,
    purchaseRefused: {},
    noticeRefused: {},
    soldOutWaiting: 0,
    fiveHundreds: 0,
    connectionErrors: 0,
  };

  /** One request, timed into `into`; null when the connection failed. */
  async function timed(base: string, into: number[], r: Parameters<typeof request>[1]): Promise<Res | null> {
    const began = performance.now();
    try {
      const res = await request(base, { ...r, agent });
      into.push(performance.now() - began);
      if (res.statusCode >= 500) tally.fiveHundreds++;
      return res;
    } catch {
      tally.connectionErrors++;
      return null;
    }
  }

  async function buy(base: string, kind: 'kuji' | 'product', auth: string, admission: string) {
    tally.admitted++;
    const headers = { authorization: auth, 'x-drop-admission': admission };
    const placed =
      kind === 'kuji'
        ? await timed(base, tally.purchases, {
            method: 'POST',
            url: '/api/v1/kuji-order',
            headers,
            payload: { kuji_id: launch.kujiId, draws: 1, method: 'credit_card' },
          })
        : await timed(base, tally.purchases, {
            method: 'POST',
            url: '/api/v1/order',
            headers,
            payload: homeOrder(launch.product, 1),
          });
    if (!placed) return;
    if (placed.statusCode !== 200) {
      const code = String((placed.json() as { error_code: number }).error_code);
      tally.purchaseRefused[code] = (tally.purchaseRefused[code] ?? 0) + 1;
      return;
    }
    const data = placed.json().data;
    const paid = await paidNotice(
      base,
      launch.secret,
      agent,
      (kind === 'kuji' ? data.purchase : data.order.purchase) as Purchase,
    );
    if (paid.statusCode === 200) tally.bought++;
    else {
      if (paid.statusCode >= 500) tally.fiveHundreds++;
      const why = `${paid.statusCode} ${paid.body.slice(0, 80)}`;
      tally.noticeRefused[why] = (tally.noticeRefused[why] ?? 0) + 1;
    }
  }

  /** Records how long after its admission a place that was seen waiting is seen admitted. */
  function seen(place: DropPlace, wasWaiting: boolean, at = Date.now()) {
    if (place.state !== 'admitted' || !wasWaiting) return;
    tally.admissionSeen.push(at - (Date.parse(place.admitted_until!) - place.drop.buy_window_seconds * 1000));
  }

  /**
   * Follows a place on its stream as the waiting page does (shared/src/drop/follow.ts): opened again 3 s after a
   * refusal or a cut, given up after three failures in a row with no place between. Resolves with the first place
   * that is no longer waiting, or null when the stream was given up.
   */
  async function follow(base: string, kind: DropKind, target: number, first: DropPlace): Promise<DropPlace | null> {
    const path = `/api/v1/drop/${kind}/${target}/place/stream?watch=${encodeURIComponent(first.watch)}`;
    let failures = 0;
    while (failures < STREAM_ATTEMPTS) {
      const began = performance.now();
      const s = await openEventStream<DropPlace>(base, path, dropPlaceEvent).catch(() => null);
      if (!s) tally.connectionErrors++;
      else if (s.status >= 500) tally.fiveHundreds++;
      if (s?.status === 200) {
        tally.streams++;
        try {
          for (let from = 0; ;) {
            const got = await Promise.race([s.next(undefined, 5_000, from).catch(() => undefined), s.ended.then(() => null)]);
            if (got === null) break;
            if (!got) continue;
            if (from === 0) tally.firstEvents.push(got.at - began);
            from = s.events.indexOf(got) + 1;
            failures = 0;
            if (!waiting(got.data)) {
              seen(got.data, true, performance.timeOrigin + got.at);
              return got.data;
            }
          }
        } finally {
          s.close();
        }
      } else s?.close();
      tally.streamFailures++;
      failures++;
      await sleep(STREAM_RETRY_MS);
    }
    tally.gaveUp++;
    return null;
  }

  async function shopper(i: number, auth: string) {
    const base = bases[Math.floor(i / 2) % bases.length]!;
    const kind = i % 2 ? 'product' : 'kuji';
    const target = kind === 'kuji' ? launch.kujiId : launch.product.id;
    await sleep(launch.firstArrival + (i * launch.arrivalMs) / crowd.length - Date.now());
    const url = `/api/v1/drop/${kind}/${target}/place`;
    const headers = { authorization: auth };
    const read = async (method: 'POST' | 'GET') => {
      const res = await timed(base, tally.reads, { method, url, headers });
      return res?.statusCode === 200 ? (res.json().data as DropPlace) : null;
    };
    let place = await read('POST');
    let wasWaiting = place !== null && waiting(place);
    if (place && wasWaiting) place = await follow(base, kind, target, place);
    // No place yet, or the stream given up: the page reads its place at its own pace (sooner as its turn nears).
    while (!place || waiting(place)) {
      const untilStart = place ? Date.parse(place.drop.starts_at) - Date.now() : 0;
      await sleep(
        !place
          ? 1_000
          : place.state === 'early'
            ? untilStart + Math.random() * 2_000
            : Math.min(5_000, Math.max(1_000, (place.estimated_wait_seconds ?? 1) * 500)),
      );
      wasWaiting ||= place !== null;
      place = await read('GET');
      if (place) seen(place, wasWaiting);
    }
    if (place.state === 'sold_out') tally.soldOutWaiting++;
    else if (place.state === 'admitted') await buy(base, kind, auth, place.admission!);
  }

  await Promise.all(crowd.map((auth, i) => shopper(i, auth)));
  agent.destroy();
  return tally;
}

run(JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Launch).then(
  (tally) => process.stdout.write(`${JSON.stringify(tally)}\n`),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
