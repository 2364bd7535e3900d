// What one purchase sends to PostgreSQL, statement by statement (pg_stat_statements on a throwaway cluster): a
// one-draw kuji purchase (POST kuji-order, then its paid notice) and a one-item checkout (POST order, then its paid
// notice), each made BENCH_PURCHASES times one after another; every statement (BEGIN, COMMIT and savepoints
// included) is listed with its calls per purchase. Run from api/ (decision 026 has its figures):
//   npx tsx --import ../sandboxes/src/testing/compose-api.ts bench/purchase-statements.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { products } from '../src/db/schema';
import { liftedHoldingCaps } from '../src/testing/lifted-caps';
import { cleanupOnSignals, startCluster } from '../scripts/pg-cluster';
import { startBenchApi } from './bench-api';
import { buyableInTaiwan } from './bench-orders';
import { checkoutBuyer, kujiBuyer, openBenchBox, purchaseStatementSettings } from './purchase-clients';

const PURCHASES = Number(process.env.BENCH_PURCHASES || 200);

interface Statement {
  query: string;
  calls: number;
  /** Execution time and shared buffers touched, summed over its calls. */
  ms: number;
  blocks: number;
}

async function statementsOf(db: Db, run: () => Promise<void>): Promise<Statement[]> {
  await db.execute(sql`select pg_stat_statements_reset()`);
  await run();
  const rows = (await db.execute(
    sql`select query, calls::int, total_exec_time::float as ms, (shared_blks_hit + shared_blks_read)::int as blocks from pg_stat_statements where query not like '%pg_stat_statements%' order by calls desc, query`,
  )) as unknown as { rows: Statement[] };
  return rows.rows;
}

function print(what: string, statements: Statement[]) {
  const total = statements.reduce((n, s) => n + s.calls, 0);
  console.log(`\n${what}: ${(total / PURCHASES).toFixed(1)} statements per purchase (${PURCHASES} purchases)`);
  console.log('  calls  ms/call  blocks/call  statement');
  for (const s of statements)
    console.log(
      `${(s.calls / PURCHASES).toFixed(2).padStart(7)}  ${(s.ms / s.calls).toFixed(3).padStart(7)}  ${(s.blocks / s.calls).toFixed(1).padStart(11)}  ${s.query.replace(/\s+/g, ' ').slice(0, 200)}`,
    );
}

async function main() {
  const cleanups: (() => void)[] = [];
  cleanupOnSignals(cleanups);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-statements-'));
  fs.chmodSync(tmp, 0o755);
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const cluster = await startCluster(path.join(tmp, 'cluster'), purchaseStatementSettings);
  cleanups.push(() => cluster.stop());
  try {
    const { api, config, db, base, close } = await startBenchApi({ DATABASE_URL: cluster.url, ...liftedHoldingCaps });
    await db.execute(sql`create extension if not exists pg_stat_statements`);
    const kujiId = await openBenchBox(db, 60_000);
    const kuji = await kujiBuyer(api, config, db, base, 'statements');
    const [product] = await buyableInTaiwan(db, 1);
    await db.update(products).set({ stock: 1_000_000, purchaseLimit: 5 }).where(eq(products.id, product!.id));
    const checkout = checkoutBuyer(config, base);
    // Warm: the first requests prepare what later ones reuse.
    for (let i = 0; i < 20; i++) {
      await kuji.purchase(kujiId, 1);
      await checkout.purchase(product!, `warm-${i}@example.com`);
    }
    print(
      'One-draw kuji purchase (POST kuji-order + paid notice)',
      await statementsOf(db, async () => {
        for (let i = 0; i < PURCHASES; i++) await kuji.purchase(kujiId, 1);
      }),
    );
    print(
      'One-item checkout (POST order + paid notice)',
      await statementsOf(db, async () => {
        for (let i = 0; i < PURCHASES; i++) await checkout.purchase(product!, `statements-${i}@example.com`);
      }),
    );
    kuji.close();
    checkout.close();
    await close();
  } finally {
    cluster.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
