// The crowd of bench:drop, in its own process so that the API's CPU is the API's alone: reads the launch from the
// file named on the command line, runs every shopper (join, read the place at the waiting page's pace, buy once
// admitted, pay), and prints what happened as one JSON line.
import fs from 'node:fs';
import http from 'node:http';
import type { DropPlace } from '@shop/shared/contract';
import { request, type Res } from '../src/testing/http';
import { homeOrder, type BuyableProduct } from './bench-orders';
import { paidNotice, type Purchase } from './purchase-clients';

export interface Launch {
  base: string;
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
  reads: number[];
  purchases: number[];
  admitted: number;
  bought: number;
  purchaseRefused: Record<string, number>;
  soldOutWaiting: number;
  fiveHundreds: number;
  connectionErrors: number;
}

const sleep = (t: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, t)));

async function run(launch: Launch): Promise<CrowdTally> {
  const { base, crowd } = launch;
  const agent = new http.Agent({ keepAlive: true, maxSockets: launch.sockets });
  const tally: CrowdTally = {
    reads: [],
    purchases: [],
    admitted: 0,
    bought: 0,
    purchaseRefused: {},
    soldOutWaiting: 0,
    fiveHundreds: 0,
    connectionErrors: 0,
  };

  /** One request, timed into `into`; null when the connection failed. */
  async function timed(into: number[], r: Parameters<typeof request>[1]): Promise<Res | null> {
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

  async function buy(kind: 'kuji' | 'product', auth: string, admission: string) {
    tally.admitted++;
    const headers = { authorization: auth, 'x-drop-admission': admission };
    const placed =
      kind === 'kuji'
        ? await timed(tally.purchases, {
            method: 'POST',
            url: '/api/v1/kuji-order',
            headers,
            payload: { kuji_id: launch.kujiId, draws: 1, method: 'credit_card' },
          })
        : await timed(tally.purchases, { method: 'POST', url: '/api/v1/order', headers, payload: homeOrder(launch.product, 1) });
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
    else if (paid.statusCode >= 500) tally.fiveHundreds++;
  }

  async function shopper(i: number, auth: string) {
    const kind = i % 2 ? 'product' : 'kuji';
    const target = kind === 'kuji' ? launch.kujiId : launch.product.id;
    await sleep(launch.firstArrival + (i * launch.arrivalMs) / crowd.length - Date.now());
    const url = `/api/v1/drop/${kind}/${target}/place`;
    const headers = { authorization: auth };
    let res = await timed(tally.reads, { method: 'POST', url, headers });
    for (;;) {
      if (res && res.statusCode === 200) {
        const place = res.json().data as DropPlace;
        if (place.state === 'sold_out') return void tally.soldOutWaiting++;
        if (place.state === 'used' || place.state === 'lapsed') return;
        if (place.state === 'admitted') return buy(kind, auth, place.admission!);
        // The waiting page's pace: early ones look again within 2 s of the start, the waiting as their turn nears.
        const untilStart = Date.parse(place.drop.starts_at) - Date.now();
        await sleep(
          place.state === 'early'
            ? untilStart + Math.random() * 2_000
            : Math.min(5_000, Math.max(1_000, (place.estimated_wait_seconds ?? 1) * 500)),
        );
      } else await sleep(1_000);
      res = await timed(tally.reads, { method: 'GET', url, headers });
    }
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
