// npm run bench:drop — a launch on this machine: SHOPPERS members (bounded, loopback only) arrive over 10 s, the first
// half before the start, for a drop of a 100-ticket kuji campaign and one of a 50-unit product (half the crowd each).
// Each joins the waiting room, follows its place on the place stream as the waiting page does (reading it at the
// page's pace only if the stream fails three times in a row), buys once admitted (POST kuji-order or POST order with
// its admission, then the gateway's paid notice) and stops when it bought or the item sold out. Prints who was
// admitted, bought and refused, what was sold (exactly the stock), oversold, 5xx and connection errors, p50/p99 of
// the joins, of the streams' first place, of an admission reaching its shopper and of the purchases, and the fairness
// figure: the correlation of admission order with arrival order among those in the room at the draw.
// BENCH_API_PROCESSES=2 runs PostgreSQL's launch on two API processes (replicas), each shopper keeping to one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { dropPlaces, drops, kujis, orderItems, orders, products } from '../src/db/schema';
import { runDropCommand } from '../src/modules/drop/operator';
import { liftedHoldingCaps } from '../src/testing/lifted-caps';
import { cleanupOnSignals, startCluster } from '../scripts/pg-cluster';
import { benchJwtSecret, startBenchApi } from './bench-api';
import { startServer } from './bench-server-process';
import { buyableInTaiwan } from './bench-orders';
import { runCrowd } from './crowd-process';
import type { CrowdTally, Launch } from './drop-crowd';
import { benchMembers, openBenchBox } from './purchase-clients';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS || 5000);
const ARRIVAL_MS = 10_000;
/** The start, after the first arrival: half the crowd is early. */
const START_AFTER_MS = ARRIVAL_MS / 2;
const TICKETS = 100;
const UNITS = 50;
const RATE = Number(process.env.BENCH_DROP_RATE || 1200);
/** API processes on PostgreSQL (replicas; PGlite has one): each shopper keeps to one of them. */
const API_PROCESSES = Number(process.env.BENCH_API_PROCESSES || 1);
/** Requests in flight at once: the crowd's sockets (a browser each, but one machine's loopback). */
const SOCKETS = Number(process.env.BENCH_SOCKETS || 256);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const ms = (n: number) => Math.round(n * 10) / 10;

async function launchOn(label: string, env: Record<string, string>) {
  // The crowd's streams all come from one loopback address: the cap per address would refuse all but 30.
  const apiEnv = { ...env, ...liftedHoldingCaps, BOARD_STREAMS: '100000', BOARD_STREAMS_PER_IP: '100000' };
  const bench = await startBenchApi(apiEnv);
  const { api, config, db, base } = bench;
  /** Kills the replicas once the crowd is done (they serve nothing after it). */
  const cleanups: (() => void)[] = [];
  const replicas = await Promise.all(
    Array.from({ length: env.DATABASE_URL ? API_PROCESSES - 1 : 0 }, () =>
      startServer({ ...apiEnv, JWT_SECRET: benchJwtSecret, PAYMENT_WEBHOOK_SECRET: config.payment.webhookSecret }, cleanups),
    ),
  );
  const box = await openBenchBox(db, TICKETS);
  const [product] = await buyableInTaiwan(db, 1);
  await db.update(products).set({ stock: UNITS, purchaseLimit: 5 }).where(eq(products.id, product!.id));
  const crowd = await benchMembers(api, db, SHOPPERS, `drop-${label.length}`);
  // Time for the crowd's process to start before the first arrival.
  const t0 = Date.now() + 5_000;
  const startsAt = new Date(t0 + START_AFTER_MS).toISOString();
  for (const [kind, id] of [
    ['kuji', box],
    ['product', product!.id],
  ] as const) {
    await runDropCommand(db, [
      'set',
      kind,
      String(id),
      '--starts',
      startsAt,
      '--opens',
      new Date().toISOString(),
      '--rate',
      String(RATE),
      '--window',
      '60',
    ]);
  }
  const launch: Launch = {
    bases: [base, ...replicas.map((r) => r.base)],
    secret: config.payment.webhookSecret!,
    kujiId: box,
    product: product!,
    crowd,
    firstArrival: t0,
    arrivalMs: ARRIVAL_MS,
    sockets: SOCKETS,
  };
  const tally = await runCrowd<CrowdTally>('drop-crowd.ts', launch).finally(() => {
    for (const kill of cleanups) kill();
  });

  const [k] = await db.select({ drawn: kujis.drawn, reserved: kujis.reserved }).from(kujis).where(eq(kujis.id, box));
  const [units] = await db
    .select({ n: sql<number>`coalesce(sum(${orderItems.amount}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, product!.id), sql`${orders.paidAt} is not null`));
  const fairness = await Promise.all(
    [box, product!.id].map(async (id) => {
      const [d] = await db.select().from(drops).where(eq(drops.targetId, id));
      const early = await db
        .select({ ordinal: dropPlaces.ordinal })
        .from(dropPlaces)
        // In the room at the draw (a join still in flight when it was made queues behind, joined when let in).
        .where(and(eq(dropPlaces.dropId, d!.id), sql`${dropPlaces.joinedAt} < ${d!.startsAt}`))
        .orderBy(dropPlaces.joinedAt, dropPlaces.id);
      return `${rankCorrelation(early.map((p) => p.ordinal!)).toFixed(3)} (n ${early.length})`;
    }),
  );
  await bench.close();
  const [reads, firstEvents, admissionSeen, purchases] = [
    tally.reads,
    tally.firstEvents,
    tally.admissionSeen,
    tally.purchases,
  ].map((l) => [...l].sort((a, b) => a - b)) as [number[], number[], number[], number[]];
  return {
    database: label,
    'API processes': 1 + replicas.length,
    shoppers: SHOPPERS,
    admitted: tally.admitted,
    bought: tally.bought,
    'refused at purchase':
      Object.entries(tally.purchaseRefused)
        .map(([code, n]) => `${n}×${code}`)
        .join(' ') || 0,
    'notices refused':
      Object.entries(tally.noticeRefused)
        .map(([why, n]) => `${n}× ${why}`)
        .join(' ') || 0,
    'told sold out': tally.soldOutWaiting,
    'tickets sold': k!.drawn,
    'units sold': units!.n,
    oversold: Math.max(0, k!.drawn - TICKETS) + Math.max(0, units!.n - UNITS),
    '5xx': tally.fiveHundreds,
    'conn. errors': tally.connectionErrors,
    'page reads': reads.length,
    'page p50 ms': ms(percentile(reads, 50)),
    'page p99 ms': ms(percentile(reads, 99)),
    streams: tally.streams,
    'stream failures (gave up)': `${tally.streamFailures} (${tally.gaveUp})`,
    'stream p50 ms': ms(percentile(firstEvents, 50)),
    'stream p99 ms': ms(percentile(firstEvents, 99)),
    'admission seen p50 ms': ms(percentile(admissionSeen, 50)),
    'admission seen p99 ms': ms(percentile(admissionSeen, 99)),
    'buy p50 ms': ms(percentile(purchases, 50)),
    'buy p99 ms': ms(percentile(purchases, 99)),
    'fairness r (kuji, product)': fairness.join(', '),
  };
}

/** Pearson's r of arrival rank against admission ordinal's rank: ~0 when arriving earlier gives no advantage. */
function rankCorrelation(ordinals: number[]): number {
  const n = ordinals.length;
  if (n < 2) return 0;
  const ranks = new Map([...ordinals].sort((a, b) => a - b).map((o, i) => [o, i + 1]));
  const mean = (n + 1) / 2;
  let cov = 0;
  let variance = 0;
  ordinals.forEach((o, i) => {
    cov += (i + 1 - mean) * (ranks.get(o)! - mean);
    variance += (i + 1 - mean) ** 2;
  });
  return cov / variance;
}

async function main() {
  const cleanups: (() => void)[] = [];
  cleanupOnSignals(cleanups);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-drop-bench-'));
  fs.chmodSync(tmp, 0o755);
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const rows = [];
  try {
    const cluster = await startCluster(path.join(tmp, 'cluster'));
    cleanups.push(() => cluster.stop());
    try {
      rows.push(await launchOn('PostgreSQL 15', { DATABASE_URL: cluster.url }));
    } finally {
      cluster.stop();
    }
    if (!process.env.BENCH_POSTGRES_ONLY) rows.push(await launchOn('PGlite', { PGLITE_DIR: path.join(tmp, 'pglite') }));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(
    `\nA launch: ${SHOPPERS} members arrive over ${ARRIVAL_MS / 1000} s (half before the start) for ${TICKETS} kuji tickets and ${UNITS} units; ` +
      `admitted ${RATE}/min per drop, ${SOCKETS} sockets.`,
  );
  console.log(
    'page = the waiting page joining (POST place), or reading its place where its stream was given up (GET place); ' +
      "stream = a place stream's first event; admission seen = from a place's admission to its shopper seeing it " +
      '(those who saw it waiting first); buy = POST kuji-order / POST order with the admission.',
  );
  console.table(rows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
