// npm run bench:checkout — orders per second on PGlite and PostgreSQL (p50/p99), and the checkout races as counts.
// An order counts once it is created and paid: each buyer places it, then the gateway's signed "paid" notice for
// its purchase reaches the webhook (as the sandbox sends it), and the order must end up paid.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { liftedHoldingCaps } from '../src/testing/lifted-caps';
import type { Db } from '../src/db/client';
import { rowsOf } from '../src/db/hand-written';
import { startWorkerProcess } from '../src/testing/api-process-spawn';
import { outboxSettled } from '../src/testing/outbox';
import { coupons, orderItems, orders, outbox, products, users } from '../src/db/schema';
import { request } from '../src/testing/http';
import { buyableInTaiwan, homeOrder } from './bench-orders';
import { benchJwtSecret, startBenchApi } from './bench-api';
import { analyzeAsAShopWithHistory, purchaseStatementSettings, statementsSoFar } from './purchase-clients';
import type { CheckoutRun, CrowdResult } from './checkout-crowd';
import { runCrowd } from './crowd-process';
import { cleanupOnSignals, startCluster, type Cluster } from '../scripts/pg-cluster';
import { clusterCpuMs, processCpuMs } from './postgres-cpu';
import { checkoutFloor } from './pgbench-floor';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);

type Row = Record<string, string | number>;

/** One database's run: the rows of its tables, and its orders a second. */
interface Run {
  speed: Row[];
  races: Row[];
  perSecond: number;
}

async function benchOn(label: string, env: Record<string, string>): Promise<Run>;
/** PostgreSQL: its statements and CPU are counted, its floor measured with pgbench (the cluster, a directory). */
async function benchOn(
  label: string,
  env: Record<string, string>,
  postgres: { cluster: Cluster; dir: string },
): Promise<Run & { floor: number }>;
async function benchOn(
  label: string,
  env: Record<string, string>,
  postgres?: { cluster: Cluster; dir: string },
): Promise<Run & { floor?: number }> {
  const countStatements = postgres !== undefined;
  // The buyers come from as many addresses through the ingress (X-Forwarded-For), as a launch's crowd does; the
  // caps are lifted: throughput, not the holding caps, is measured here (bench:abuse has those).
  // On PostgreSQL the outbox's worker runs apart, as the shop's Deployment runs it; PGlite's is in the API's process.
  const {
    api,
    config,
    db,
    base: url,
    close,
  } = await startBenchApi({ ...env, ...liftedHoldingCaps, ...(postgres ? { OUTBOX_WORKER: 'off' } : {}) }, { behindProxy: true });
  const worker = postgres
    ? startWorkerProcess({ DATABASE_URL: env.DATABASE_URL!, PUBLIC_URL: url, JWT_SECRET: benchJwtSecret })
    : undefined;
  await worker?.running;
  if (countStatements) await db.execute(sql`create extension if not exists pg_stat_statements`);

  const buyable = await buyableInTaiwan(db, 40);
  const [raceProduct, couponProduct, ...pool] = buyable;
  await db
    .update(products)
    .set({ stock: 1_000_000, purchaseLimit: 5 })
    .where(
      inArray(
        products.id,
        pool.map((p) => p.id),
      ),
    );

  // Throughput: as many orders as CONNECTIONS concurrent buyers (in a process of their own) can place and pay in
  // DURATION seconds.
  const crowd = (seconds: number, connections: number): CheckoutRun => ({
    base: url,
    secret: config.payment.webhookSecret!,
    pool,
    connections,
    seconds,
    tag: 'bench',
  });
  const paidOrders = async () =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(like(orders.guestEmail, 'bench-%'), sql`${orders.paidAt} is not null`))
    )[0]!.n;
  await runCrowd<CrowdResult>('checkout-crowd.ts', crowd(2, 5)); // warm-up
  await analyzeAsAShopWithHistory(db);
  const before = await paidOrders();
  const statementsBefore = countStatements ? await statementsSoFar(db) : 0;
  const cpuBefore = {
    api: process.cpuUsage(),
    postgres: postgres ? clusterCpuMs(postgres.cluster.dataDir) : NaN,
    worker: worker ? processCpuMs(worker.pid) : NaN,
  };
  const runStarted = new Date();
  const r = await runCrowd<CrowdResult>('checkout-crowd.ts', crowd(DURATION, CONNECTIONS));
  const apiCpu = process.cpuUsage(cpuBefore.api);
  const postgresCpuMs = postgres ? clusterCpuMs(postgres.cluster.dataDir) - cpuBefore.postgres : NaN;
  const workerCpuMs = worker ? processCpuMs(worker.pid) - cpuBefore.worker : NaN;
  const statements = countStatements ? (await statementsSoFar(db)) - statementsBefore : 0;
  const paid = (await paidOrders()) - before;
  const speed: Row[] = [
    {
      database: label,
      measured: 'create + pay (POST order, then the signed paid notice)',
      'orders/s': Math.round(paid / DURATION),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'non-2xx': r.non2xx,
      errors: r.errors,
      'statements/order': countStatements ? Math.round((statements / paid) * 10) / 10 : '',
      'CPU ms/order: API': Math.round(((apiCpu.user + apiCpu.system) / 1000 / paid) * 10) / 10,
      buyers: Math.round((r.cpuMs / paid) * 10) / 10,
      PostgreSQL: countStatements ? Math.round((postgresCpuMs / paid) * 10) / 10 : '',
      'mail worker': worker ? Math.round((workerCpuMs / paid) * 10) / 10 : 'in the API',
    },
  ];

  const mail = await outboxFigures(db, runStarted);
  speed[0]!['mail lag p50 ms'] = mail.lagP50;
  speed[0]!['p99'] = mail.lagP99;
  speed[0]!['mails/s (backlog)'] = mail.perSecond;

  // Races: 500 buyers at once for 50 units; 200 members at once with one single-use code.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    request(url, { method: 'POST', url: '/api/v1/order', payload: body, headers, agent });
  await db.update(products).set({ stock: 50, purchaseLimit: 5 }).where(eq(products.id, raceProduct!.id));
  const stockRace = await Promise.all(
    Array.from({ length: 500 }, (_, i) => post(homeOrder(raceProduct!, 1, `race-${i}@example.com`))),
  );
  const [left] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, raceProduct!.id));
  // Units the race's buyers got (the seeded demo orders may hold this product too).
  const [sold] = await db
    .select({ units: sql<number>`coalesce(sum(${orderItems.amount}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, raceProduct!.id), like(orders.guestEmail, 'race-%')));

  await db.update(products).set({ stock: 100_000, purchaseLimit: 5 }).where(eq(products.id, couponProduct!.id));
  const members = await db
    .insert(users)
    .values(Array.from({ length: 200 }, (_, i) => ({ email: `bench-member-${i}-${Date.now()}@example.com` })))
    .returning({ id: users.id });
  const tokens = await Promise.all(members.map(async (m) => `Bearer ${(await api.ctx.tokens.issue(m.id)).jwt}`));
  const memberBody = homeOrder(couponProduct!, 1);
  const couponBody = {
    ...memberBody,
    coupon_code: 'ONCEONLY',
    expected_total: memberBody.expected_total - Math.min(200, couponProduct!.price),
  };
  const couponRace = await Promise.all(tokens.map((authorization) => post(couponBody, { authorization })));
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, 'ONCEONLY'));
  agent.destroy();

  const ok = (rs: { statusCode: number }[]) => rs.filter((x) => x.statusCode === 200).length;
  const races: Row[] = [
    {
      database: label,
      race: '500 buyers, 50 units',
      orders: ok(stockRace),
      refused: stockRace.length - ok(stockRace),
      'stock left': left!.stock,
      oversold: Math.max(0, sold!.units - 50),
    },
    {
      database: label,
      race: '200 members, 1 single-use code',
      orders: ok(couponRace),
      refused: couponRace.length - ok(couponRace),
      'coupon uses': coupon!.usedCount,
      oversold: Math.max(0, coupon!.usedCount - 1),
    },
  ];
  await close();
  await worker?.stop();
  // The floor on the same cluster, the API closed (pgbench blocks this thread: an open request's transaction would
  // hold its product's row lock and stall pgbench): as many pgbench clients as buyers, the same products.
  const floor = postgres
    ? Math.round(
        checkoutFloor(postgres.cluster.url, postgres.dir, {
          productIds: pool.map((p) => p.id),
          clients: CONNECTIONS,
          seconds: DURATION,
        }),
      )
    : undefined;
  return { speed, races, perSecond: Math.round(paid / DURATION), floor };
}

/**
 * The outbox under the run: how long after its order's change each mail left (p50/p99), then how many mails a second
 * the worker sends from a backlog (2,000 notices written at once, on the run's orders).
 */
async function outboxFigures(db: Db, since: Date) {
  await outboxSettled(db, 120_000);
  const [lag] = await rowsOf<{ p50: number; p99: number }>(
    db,
    sql`select percentile_cont(0.5) within group (order by extract(epoch from sent_at - created_at)::float8) as p50,
        percentile_cont(0.99) within group (order by extract(epoch from sent_at - created_at)::float8) as p99
      from ${outbox} where created_at >= ${since.toISOString()}::timestamptz and state = 'sent'`,
  );
  const ms = (seconds: number) => Math.round(Number(seconds) * 1000);
  const some = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(like(orders.guestEmail, 'bench-%'), sql`${orders.paidAt} is not null`))
    .limit(2000);
  const started = performance.now();
  await db
    .insert(outbox)
    .values(Array.from({ length: 2000 }, (_, i) => ({ event: 'order.paid', orderId: some[i % some.length]!.id })));
  await outboxSettled(db, 120_000);
  return { lagP50: ms(lag!.p50), lagP99: ms(lag!.p99), perSecond: Math.round(2000 / ((performance.now() - started) / 1000)) };
}

async function main() {
  const cleanups: (() => void)[] = [];
  cleanupOnSignals(cleanups);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-checkout-bench-'));
  fs.chmodSync(tmp, 0o755);
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  let pglite: Run | undefined;
  let postgres: Run & { floor: number };
  try {
    if (!process.env.BENCH_POSTGRES_ONLY) pglite = await benchOn('PGlite', { PGLITE_DIR: path.join(tmp, 'pglite') });
    const cluster = await startCluster(path.join(tmp, 'cluster'), purchaseStatementSettings);
    cleanups.push(() => cluster.stop());
    try {
      postgres = await benchOn('PostgreSQL 15', { DATABASE_URL: cluster.url }, { cluster, dir: tmp });
    } finally {
      cluster.stop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(
    `\nCheckout: ${CONNECTIONS} concurrent guest buyers for ${DURATION} s (goals: ≥ 300 orders/s on PostgreSQL, PGlite ≥ 40 % of it, 0 oversold)`,
  );
  console.log('p50/p99: latency of both requests of an order (POST order and the paid notice).');
  const results = pglite ? [pglite, postgres] : [postgres];
  console.table(results.flatMap((r) => r.speed));
  console.table(results.flatMap((r) => r.races));
  const lite = pglite?.perSecond ?? NaN;
  const { perSecond, floor } = postgres;
  console.log('One-item checkout (create + pay over HTTP) against its pgbench floor on the same PostgreSQL:');
  console.table([
    {
      'pgbench floor/s': floor,
      'PostgreSQL orders/s': perSecond,
      'of the floor': `${Math.round((100 * perSecond) / floor)} %`,
      'of the 300/s goal': `${Math.round((100 * perSecond) / 300)} %`,
      'PGlite orders/s': lite,
      'PGlite of PostgreSQL': `${Math.round((100 * lite) / perSecond)} %`,
    },
  ]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
