// npm run bench:kuji — Ichiban Kuji draws per second on PGlite and PostgreSQL with no ticket drawn twice, the
// p50/p99 of a draw, and the 1,000-buyer race as counts. A v1 draw happens when a payment is confirmed: the
// gateway's signed "paid" notice reaches the webhook and, in that notice's transaction, the order takes the next
// tickets of the box order. Measured three ways: the payment transaction alone (the database's draw rate), the
// notice over HTTP for orders placed beforehand, and whole purchases (POST kuji-order, then its paid notice).
// v2 (beacon-drawn) splits it in two, both measured: the payment transaction binds a place and a round, and once
// the round is out the API processes' drawers pick every waiting place's tickets.
// On PostgreSQL the one-draw purchase is also set against its floor: pgbench doing the bare minimum of one on the
// same cluster (pgbench-floor.ts), and its statements are counted (pg_stat_statements).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { liftedHoldingCaps } from '../src/testing/lifted-caps';
import type { Db } from '../src/db/client';
import { kujiOrders, kujis, kujiTickets, users } from '../src/db/schema';
import type { Res } from '../src/testing/http';
import { placeDirectly, timeDrawTransactions, timePaidNotices, type Timing } from './bench-kuji-draws';
import { startBenchApi } from './bench-api';
import { pgbenchFloor } from './pgbench-floor';
import {
  analyzeAsAShopWithHistory,
  benchMembers,
  kujiOrder,
  openBenchBox,
  paidNotice,
  purchaseStatementSettings,
  statementsSoFar,
  type Purchase,
} from './purchase-clients';
import { cleanupOnSignals, startCluster } from '../scripts/pg-cluster';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
/** Draws per order in the throughput runs (the campaign's per-order limit is 10). */
const DRAW_SIZES = (process.env.BENCH_DRAWS || '1,10').split(',').map(Number);

type Row = Record<string, string | number>;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const ms = (n: number) => Math.round(n * 10) / 10;

function speedRow(database: string, measured: string, draws: number, t: Timing, audited: boolean, failures: number): Row {
  const sorted = [...t.latencies].sort((a, b) => a - b);
  return {
    database,
    measured,
    'draws/order': draws,
    'draws/s': Math.round(t.draws / t.seconds),
    'draw p50 ms': ms(percentile(sorted, 50)),
    'draw p99 ms': ms(percentile(sorted, 99)),
    'drawn twice': audited ? 0 : 'AUDIT FAILED',
    failures,
  };
}

/** Whether every ticket went to one paid order and every paid order holds exactly its draws (v1: in box order). */
async function audit(db: Db, kujiId: number) {
  const [k] = await db.select().from(kujis).where(eq(kujis.id, kujiId));
  const [tickets] = await db
    .select({ n: sql<number>`count(*)::int`, top: sql<number>`coalesce(max(${kujiTickets.position}), 0)::int` })
    .from(kujiTickets)
    .where(and(eq(kujiTickets.kujiId, kujiId), isNotNull(kujiTickets.orderId)));
  const [paid] = await db
    .select({ orders: sql<number>`count(*)::int`, draws: sql<number>`coalesce(sum(${kujiOrders.draws}), 0)::int` })
    .from(kujiOrders)
    .where(and(eq(kujiOrders.kujiId, kujiId), eq(kujiOrders.status, 'paid')));
  const [wrong] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(kujiOrders)
    .where(
      and(
        eq(kujiOrders.kujiId, kujiId),
        eq(kujiOrders.status, 'paid'),
        sql`${kujiOrders.draws} <> (select count(*) from ${kujiTickets} where ${kujiTickets.orderId} = ${kujiOrders.id})`,
      ),
    );
  const inBoxOrder = k!.beaconChainHash !== null || tickets!.top === k!.drawn;
  const ok = tickets!.n === k!.drawn && inBoxOrder && paid!.draws === k!.drawn && wrong!.n === 0;
  return { drawn: k!.drawn, reserved: k!.reserved, paidOrders: paid!.orders, lastOne: k!.lastOneOrderId, ok };
}

interface OneDraw {
  /** One-draw purchases per second over HTTP. */
  perSecond: number;
  /** PostgreSQL: statements per purchase, and the pgbench floor's purchases per second on the same cluster. */
  statements?: number;
  floor?: number;
}

async function benchOn(
  label: string,
  env: Record<string, string>,
  pg?: { url: string; dir: string },
): Promise<{ speed: Row[]; race: Row; oneDraw: OneDraw }> {
  // Every buyer comes from 127.0.0.1: throughput, not the holding caps, is measured here (bench:abuse has those).
  const { api, config, db, base, close } = await startBenchApi({ ...env, ...liftedHoldingCaps });
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const secret = config.payment.webhookSecret!;

  // Each buyer from its own loopback address, as a launch's buyers come from theirs.
  const order = (auth: string, kujiId: number, draws: number, from?: string) => kujiOrder(base, agent, auth, kujiId, draws, from);
  const notice = (p: Purchase) => paidNotice(base, secret, agent, p);
  const timed = async (call: () => Promise<Res>, into: number[]) => {
    const start = performance.now();
    const res = await call();
    into.push(performance.now() - start);
    return res;
  };

  const speed: Row[] = [];
  const oneDraw: OneDraw = { perSecond: 0 };
  if (pg) await db.execute(sql`create extension if not exists pg_stat_statements`);
  const buyers = await benchMembers(api, db, CONNECTIONS, 'speed');
  // The orders placed directly below belong to a member of their own: the buyers' holding checks never read them.
  await benchMembers(api, db, 1, 'placer');
  const [bench] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} like 'bench-kuji-placer-0-%'`);

  // The draw in the database: payment transactions at once (the pool's 10 connections on PostgreSQL).
  {
    const kujiId = await openBenchBox(db, 60_000);
    const ids = (await placeDirectly(db, kujiId, bench!.id, 50_000, 1)).map((o) => o.id);
    await timeDrawTransactions(db, ids.splice(0, 500), 1, CONNECTIONS, 2); // warm-up
    const t = await timeDrawTransactions(db, ids, 1, CONNECTIONS, DURATION);
    speed.push(speedRow(label, 'payment transaction (no HTTP)', 1, t, (await audit(db, kujiId)).ok, 0));
  }

  // The draw as the API takes it: the gateway's signed notices for orders placed beforehand.
  {
    const kujiId = await openBenchBox(db, 60_000);
    const placed = await placeDirectly(db, kujiId, bench!.id, 20_000, 1, true);
    const run = (orders: typeof placed, seconds: number) =>
      timePaidNotices(base, secret, agent, orders, 100, 1, CONNECTIONS, seconds);
    await run(placed.splice(0, 300), 2); // warm-up
    const t = await run(placed, DURATION);
    speed.push(speedRow(label, 'paid notice over HTTP', 1, t, (await audit(db, kujiId)).ok, t.failures));
  }

  // v2: the payment transaction binds each order to a place and a round; then the drawers (this process's runs
  // every 500 ms) pick every waiting place once its round is out. The pick's p50/p99 is its lag after the round's
  // time (what a buyer waits beyond the round), draws/s the picks over the span from the first round to the last pick.
  {
    const kujiId = await openBenchBox(db, 60_000, api.ctx.beacon.chain());
    const ids = (await placeDirectly(db, kujiId, bench!.id, 20_000, 1)).map((o) => o.id);
    await timeDrawTransactions(db, ids.splice(0, 300), 1, CONNECTIONS, 2); // warm-up
    const t = await timeDrawTransactions(db, ids, 1, CONNECTIONS, DURATION);
    const waiting = () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(kujiOrders)
        .where(and(eq(kujiOrders.kujiId, kujiId), isNotNull(kujiOrders.drawPlace), sql`${kujiOrders.drawnAt} is null`));
    while ((await waiting())[0]!.n > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const picked = await db
      .select({ round: kujiOrders.drawRound, drawnAt: kujiOrders.drawnAt, draws: kujiOrders.draws })
      .from(kujiOrders)
      .where(and(eq(kujiOrders.kujiId, kujiId), isNotNull(kujiOrders.drawPlace)));
    const lags = picked.map((o) => o.drawnAt!.getTime() - api.ctx.beacon.dueAt(o.round!));
    const firstDue = Math.min(...picked.map((o) => api.ctx.beacon.dueAt(o.round!)));
    const lastPick = Math.max(...picked.map((o) => o.drawnAt!.getTime()));
    const picking = {
      draws: picked.reduce((sum, o) => sum + o.draws, 0),
      seconds: (lastPick - firstDue) / 1000,
      latencies: lags,
    };
    const audited = (await audit(db, kujiId)).ok;
    speed.push(speedRow(label, 'v2 payment transaction: place and round', 1, t, audited, 0));
    speed.push(speedRow(label, 'v2 picks after their round (lag)', 1, picking, audited, 0));
  }

  // Whole purchases: CONNECTIONS members each placing an order of `draws` and having it paid, again and again.
  for (const draws of DRAW_SIZES) {
    const kujiId = await openBenchBox(db, 60_000);
    const run = async (seconds: number) => {
      const drawMs: number[] = [];
      let failures = 0;
      const until = performance.now() + seconds * 1000;
      const started = performance.now();
      await Promise.all(
        buyers.map(async (auth, i) => {
          while (performance.now() < until) {
            const placed = await order(auth, kujiId, draws, `127.0.1.${i + 1}`);
            if (placed.statusCode !== 200) {
              failures += 1;
              continue;
            }
            const paid = await timed(() => notice(placed.json().data.purchase as Purchase), drawMs);
            if (paid.statusCode !== 200) failures += 1;
          }
        }),
      );
      return { drawMs, failures, seconds: (performance.now() - started) / 1000 };
    };
    await run(2); // warm-up
    await analyzeAsAShopWithHistory(db);
    const before = await audit(db, kujiId);
    const statementsBefore = pg ? await statementsSoFar(db) : 0;
    const r = await run(DURATION);
    const statements = pg ? (await statementsSoFar(db)) - statementsBefore : 0;
    const after = await audit(db, kujiId);
    const t = { draws: after.drawn - before.drawn, seconds: r.seconds, latencies: r.drawMs };
    speed.push(speedRow(label, 'purchase: POST kuji-order + notice', draws, t, after.ok, r.failures));
    if (draws !== 1) continue;
    oneDraw.perSecond = Math.round(t.draws / t.seconds);
    if (pg) {
      oneDraw.statements = Math.round((statements / (after.paidOrders - before.paidOrders)) * 10) / 10;
      // The floor on the same cluster, with the API idle: as many pgbench clients as buyers.
      const floorBox = await openBenchBox(db, 60_000);
      oneDraw.floor = Math.round(
        pgbenchFloor(pg.url, pg.dir, { kujiId: floorBox, memberId: bench!.id, clients: CONNECTIONS, seconds: DURATION }),
      );
    }
  }

  // The race: 1,000 single-draw buyers at once for 100 tickets, then all their payments at once.
  const kujiId = await openBenchBox(db, 100);
  const crowd = await benchMembers(api, db, 1000, 'race');
  const placed = await Promise.all(crowd.map((auth) => order(auth, kujiId, 1)));
  const winners = placed.filter((r) => r.statusCode === 200);
  const refusals = new Set(placed.filter((r) => r.statusCode !== 200).map((r) => r.json().error_code));
  const paid = await Promise.all(winners.map((r) => notice(r.json().data.purchase as Purchase)));
  const result = await audit(db, kujiId);
  const [lastOnes] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(kujis)
    .where(and(eq(kujis.id, kujiId), isNotNull(kujis.lastOneOrderId)));
  const race: Row = {
    database: label,
    buyers: 1000,
    tickets: 100,
    orders: winners.length,
    refused: placed.length - winners.length,
    'refusal codes': [...refusals].join(','),
    'paid (drawn)': paid.filter((r) => r.statusCode === 200).length,
    'tickets drawn': result.drawn,
    'drawn twice': result.ok ? 0 : 'AUDIT FAILED',
    'Last One': lastOnes!.n,
  };
  agent.destroy();
  await close();
  return { speed, race, oneDraw };
}

async function main() {
  const cleanups: (() => void)[] = [];
  cleanupOnSignals(cleanups);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-kuji-bench-'));
  fs.chmodSync(tmp, 0o755);
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const results = [];
  try {
    results.push(await benchOn('PGlite', { PGLITE_DIR: path.join(tmp, 'pglite') }));
    const cluster = await startCluster(path.join(tmp, 'cluster'), purchaseStatementSettings);
    cleanups.push(() => cluster.stop());
    try {
      results.push(await benchOn('PostgreSQL 15', { DATABASE_URL: cluster.url }, { url: cluster.url, dir: tmp }));
    } finally {
      cluster.stop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(
    `\nIchiban Kuji draws: ${CONNECTIONS} concurrent callers for ${DURATION} s each (goal: ≥ 800 draws/s PGlite, ≥ 1,500 PostgreSQL)`,
  );
  console.log(
    'A draw is a paid order taking the next tickets of the box order; p50/p99 are of the transaction or request that draws.',
  );
  console.log(
    '"drawn twice" audits each box afterwards: every drawn ticket has one paid order, every paid order exactly its draws.',
  );
  console.table(results.flatMap((r) => r.speed));
  console.table(results.map((r) => r.race));
  const [lite, postgres] = results.map((r) => r.oneDraw);
  const share = (n: number, of: number) => `${Math.round((100 * n) / of)} %`;
  console.log(
    `\nOne-draw purchase (POST kuji-order + paid notice over HTTP, ${CONNECTIONS} buyers) against its floor (goals: ≥ 50 % of the floor, PGlite ≥ 40 % of PostgreSQL):`,
  );
  console.table([
    {
      'pgbench floor/s': postgres!.floor!,
      'PostgreSQL purchases/s': postgres!.perSecond,
      'of the floor': share(postgres!.perSecond, postgres!.floor!),
      'statements/purchase': postgres!.statements!,
      'PGlite purchases/s': lite!.perSecond,
      'PGlite of PostgreSQL': share(lite!.perSecond, postgres!.perSecond),
    },
  ]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
