// npm run bench:api — the catalogue API at a steady rate on PGlite and on PostgreSQL: product list, product detail,
// and a mixed load (lists, details, searches and a member's cart, in three languages), each endpoint's p50/p99 as
// the client saw it and, from the server's Server-Timing header, how much of it was the database; the server
// (its own process) reports its CPU and event-loop delay.
// Every page is read once before the loads (a shop open for a while); a last load reads product pages with the
// cache off (what a first read costs). BENCH_RATE (300 req/s), BENCH_SECONDS (10 s per load); BENCH_DB=pglite or
// BENCH_DB=postgres runs only one; BENCH_CPU_PROF=<dir> writes each server's CPU profile there (node --cpu-prof).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpointsOf } from './bench-endpoints';
import { markdownTable, prime, runLoad, type Endpoint, type EndpointFigures } from './bench-load';
import type { ServerStats } from './bench-server';
import { startServer, type Server } from './bench-server-process';
import { cleanupOnSignals, startCluster } from '../scripts/pg-cluster';

const RATE = Number(process.env.BENCH_RATE || 300);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARM_UP_SECONDS = 2;

type Row = EndpointFigures & { database: string; load: string } & Partial<ServerStats>;

/** Warms `server` up on `sequence` (JIT, connections), then measures it; the server's own figures on the first row. */
async function measure(server: Server, database: string, load: string, sequence: Endpoint[]): Promise<Row[]> {
  await runLoad(server.base, sequence, { rate: RATE, seconds: WARM_UP_SECONDS });
  await server.stats();
  const figures = await runLoad(server.base, sequence, { rate: RATE, seconds: SECONDS });
  const stats = await server.stats();
  return figures.map((f, i) => ({ database, load, ...f, ...(i === 0 ? stats : {}) }));
}

async function benchOn(database: string, env: NodeJS.ProcessEnv, cleanups: (() => void)[]): Promise<Row[]> {
  const rows: Row[] = [];
  let server = await startServer(env, cleanups);
  let e: Awaited<ReturnType<typeof endpointsOf>>;
  try {
    e = await endpointsOf(server.base);
    // The mix: 40 % product pages, 30 % lists, 15 % searches, 15 % carts.
    const m = e.mixed;
    const mixed: Endpoint[] = [
      ...[m.detail, m.list, m.detail, m.search, m.list, m.detail, m.cart, m.list, m.detail, m.search],
      ...[m.detail, m.list, m.detail, m.cart, m.list, m.detail, m.search, m.list, m.detail, m.cart],
    ];
    // Every page asked for once first: a shop that has been open a while (what a first read costs is below).
    await prime(server.base, [e.list, e.detail, ...mixed]);
    rows.push(...(await measure(server, database, 'list', [e.list])));
    rows.push(...(await measure(server, database, 'detail', [e.detail])));
    rows.push(...(await measure(server, database, 'mixed', mixed)));
  } finally {
    await server.stop();
  }
  // Product pages read from the database every time: the cost of a first read (a miss), one statement each.
  server = await startServer({ ...env, CATALOGUE_CACHE_MS: '0' }, cleanups);
  try {
    rows.push(...(await measure(server, database, 'no cache', [{ ...e.detail, name: 'GET /product/:id' }])));
  } finally {
    await server.stop();
  }
  return rows;
}

async function main() {
  const cleanups: (() => void)[] = [];
  cleanupOnSignals(cleanups);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-bench-'));
  fs.chmodSync(tmp, 0o755);
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const only = process.env.BENCH_DB;
  const rows: Row[] = [];
  try {
    if (only !== 'postgres') rows.push(...(await benchOn('PGlite', { PGLITE_DIR: path.join(tmp, 'pglite') }, cleanups)));
    if (only !== 'pglite') {
      const cluster = await startCluster(path.join(tmp, 'cluster'));
      cleanups.push(() => cluster.stop());
      try {
        rows.push(...(await benchOn('PostgreSQL 15', { DATABASE_URL: cluster.url }, cleanups)));
      } finally {
        cluster.stop();
      }
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const ms = (n: number | undefined) => (n === undefined ? '' : Math.round(n * 10) / 10);
  // Both tables name their rows the same way.
  const lineOf = (r: Row) => ({ database: r.database, load: r.load, endpoint: r.endpoint });
  console.log(
    `\n${RATE} req/s, evenly spaced, for ${SECONDS} s per load after ${WARM_UP_SECONDS} s of warm-up (goal: p99 ≤ 15 ms)\n`,
  );
  console.log('What the client waited for, from the moment each request was due to the end of its answer:\n');
  console.log(
    markdownTable(
      rows.map((r) => ({
        ...lineOf(r),
        'req/s': r['req/s'],
        'p50 ms': r['p50 ms'],
        'p99 ms': r['p99 ms'],
        'max ms': r['max ms'],
        failed: r.failed,
      })),
    ),
  );
  console.log(
    '\nWhere the server spent it (Server-Timing, first hook to answer; db: awaiting the database), and what its' +
      '\nprocess did during the load (CPU of one core; event-loop delay, which every request in flight waits out):\n',
  );
  console.log(
    markdownTable(
      rows.map((r) => ({
        ...lineOf(r),
        'server p50 ms': r['server p50'],
        'server p99 ms': r['server p99'],
        'db ms/req': r['db ms/req'],
        'other ms/req': r['other ms/req'],
        'queries/req': r['queries/req'],
        'CPU %': r.cpuPercent === undefined ? '' : Math.round(r.cpuPercent),
        'loop p99 ms': ms(r.loopP99Ms),
        'loop max ms': ms(r.loopMaxMs),
      })),
    ),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
