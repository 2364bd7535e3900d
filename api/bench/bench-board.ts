// npm run bench:board — the live board (modules/kuji-board): one API process with 500 campaign pages open on one
// campaign's board stream, then payments one by one. Prints the API process's memory (RSS, heap) before and after
// opening the streams and per stream, and for each payment how long until every stream had the new board, from
// the paid notice's response (p50/p95/max over the payments). The streams are read by another process, so that
// the API's memory and CPU are its own. On PGlite and on PostgreSQL. No assertions: figures only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { openCampaign } from '../src/modules/kuji/open';
import type { TestApi } from '../src/testing/harness';
import { members, paidNotice, placed } from '../src/testing/kuji-order-fixtures';
import { liftedHoldingCaps } from '../src/testing/lifted-caps';
import { cleanupOnSignals, startCluster } from '../scripts/pg-cluster';
import { startBenchApi } from './bench-api';

const STREAMS = Number(process.env.BENCH_STREAMS || 500);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS || 20);
/** Between two payments: each is its own update, not merged with the next. */
const GAP_MS = Number(process.env.BENCH_PAYMENT_GAP_MS || 400);

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const here = path.dirname(fileURLToPath(import.meta.url));
const texts = (en: string) => ({ tw: en, cn: en, en });
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function memory() {
  gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
}

/** The reader process, once its streams all have their first board. */
async function openReaders(base: string, kujiId: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'board-streams-client.ts'), base, String(kujiId), String(STREAMS)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done) throw new Error('the stream reader exited before opening its streams');
  return {
    /** When each stream first showed each number of tickets left (wall-clock ms). */
    async report(): Promise<Record<string, number[]>> {
      child.stdin!.write('report\n');
      const line = await lines.next();
      return (JSON.parse(line.value as string) as { seen: Record<string, number[]> }).seen;
    },
  };
}

async function benchOn(label: string, env: Record<string, string>) {
  const caps = { BOARD_STREAMS: String(STREAMS * 2), BOARD_STREAMS_PER_IP: String(STREAMS * 2) };
  const { api, db, base, close } = await startBenchApi({ ...env, ...liftedHoldingCaps, ...caps });
  // The fixtures' view of a test API: its context and address are all they use.
  const t = { ctx: api.ctx, base } as unknown as TestApi;
  const tickets = 1000;
  const kujiId = await openCampaign(db, {
    title: texts('Board bench box'),
    price: 100,
    image: 'k-1',
    startsAt: new Date(Date.now() - 86_400_000),
    endsAt: new Date(Date.now() + 86_400_000),
    perOrderLimit: 10,
    tiers: [50, 150, 800].map((count, i) => ({ tier: String.fromCharCode(65 + i), name: texts(`Prize ${i}`), image: '', count })),
    lastOne: { name: texts('Last One'), image: '' },
  });
  const buyers = await members(t, PAYMENTS, `bench-board-${label.replace(/\W/g, '')}`);

  const before = memory();
  const openedAt = performance.now();
  const readers = await openReaders(base, kujiId);
  const openMs = performance.now() - openedAt;
  await sleep(500);
  const after = memory();

  const paidAt: number[] = [];
  const paymentMs: number[] = [];
  for (const auth of buyers) {
    const order = await placed(t, { kuji_id: kujiId, draws: 1 }, { auth });
    const sent = performance.now();
    const res = await paidNotice(t, order.purchase);
    if (res.statusCode !== 200) throw new Error(`payment refused: ${res.body}`);
    paidAt.push(Date.now());
    paymentMs.push(performance.now() - sent);
    await sleep(GAP_MS);
  }
  await sleep(1000);
  const seen = await readers.report();
  const reachAll: number[] = [];
  const reachFirst: number[] = [];
  let missing = 0;
  paidAt.forEach((at, i) => {
    const arrivals = seen[String(tickets - i - 1)] ?? [];
    missing += STREAMS - arrivals.length;
    if (arrivals.length === 0) return;
    reachAll.push(Math.max(...arrivals) - at);
    reachFirst.push(Math.min(...arrivals) - at);
  });
  await close();
  const ms = (n: number) => Math.round(n);
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const all = sorted(reachAll);
  const first = sorted(reachFirst);
  return {
    memory: {
      database: label,
      streams: STREAMS,
      'open all ms': ms(openMs),
      'RSS before MB': mb(before.rss),
      'RSS after MB': mb(after.rss),
      'heap before MB': mb(before.heap),
      'heap after MB': mb(after.heap),
      'RSS per stream KB': kb((after.rss - before.rss) / STREAMS),
      'heap per stream KB': kb((after.heap - before.heap) / STREAMS),
    },
    updates: {
      database: label,
      payments: PAYMENTS,
      'payment p50 ms': ms(percentile(sorted(paymentMs), 50)),
      'first stream p50 ms': ms(percentile(first, 50)),
      'all streams p50 ms': ms(percentile(all, 50)),
      'all streams p95 ms': ms(percentile(all, 95)),
      'all streams max ms': ms(all.at(-1) ?? NaN),
      'boards missing': missing,
    },
  };
}

async function main() {
  const cleanups: (() => void)[] = [];
  cleanupOnSignals(cleanups);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-board-bench-'));
  fs.chmodSync(tmp, 0o755);
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const results = [];
  try {
    results.push(await benchOn('PGlite', { PGLITE_DIR: path.join(tmp, 'pglite') }));
    const cluster = await startCluster(path.join(tmp, 'cluster'));
    cleanups.push(() => cluster.stop());
    try {
      results.push(await benchOn('PostgreSQL 15', { DATABASE_URL: cluster.url }));
    } finally {
      cluster.stop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`\nLive board: ${STREAMS} open board streams on one API process, then ${PAYMENTS} payments ${GAP_MS} ms apart`);
  console.log(
    'Memory of the API process (after a full GC) before and after the streams opened; "per stream" is the difference over them.',
  );
  console.table(results.map((r) => r.memory));
  console.log("Time from each paid notice's response until the first and until every stream had the board it changed.");
  console.table(results.map((r) => r.updates));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
