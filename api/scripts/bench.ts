// npm run bench:api — product list and detail at a fixed rate on PGlite and on PostgreSQL; p50/p99 latency and req/s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createApi } from '../src/index';
import { imagesDir } from '../src/testing/harness';
import { cleanupOnSignals, startCluster } from './pg-cluster';

const RATE = Number(process.env.BENCH_RATE || 300);
const DURATION = Number(process.env.BENCH_SECONDS || 10);

async function benchOn(label: string, env: NodeJS.ProcessEnv) {
  const api = await createApi({ env: { ...env, IMAGES_DIR: imagesDir(), LOG_LEVEL: 'silent', FIREBASE_EMULATOR: 'off' } });
  const app = Fastify({ logger: false });
  await api.register(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  let n = 0;
  const cases = [
    {
      name: 'GET /product (list)',
      requests: [
        {
          path: '/api/v1/product?page_size=20',
          setupRequest: (r: { path: string }) => ({ ...r, path: `/api/v1/product?page_size=20&page=${(n++ % 15) + 1}` }),
        },
      ],
    },
    {
      name: 'GET /product/:id',
      requests: [
        {
          path: '/api/v1/product/1',
          setupRequest: (r: { path: string }) => ({ ...r, path: `/api/v1/product/${(n++ % 320) + 1}` }),
        },
      ],
    },
  ];
  const rows = [];
  for (const c of cases) {
    await autocannon({ url, connections: 10, duration: 2, overallRate: RATE, requests: c.requests }); // warm-up
    const r = await autocannon({ url, connections: 20, duration: DURATION, overallRate: RATE, requests: c.requests });
    rows.push({
      database: label,
      endpoint: c.name,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'non-2xx': r.non2xx,
      errors: r.errors,
    });
  }
  await app.close();
  await api.close();
  return rows;
}

async function main() {
  const cleanups: (() => void)[] = [];
  cleanupOnSignals(cleanups);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-bench-'));
  fs.chmodSync(tmp, 0o755);
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const rows = [];
  try {
    rows.push(...(await benchOn('PGlite', { PGLITE_DIR: path.join(tmp, 'pglite') })));
    const cluster = await startCluster(path.join(tmp, 'cluster'));
    cleanups.push(() => cluster.stop());
    try {
      rows.push(...(await benchOn('PostgreSQL 15', { DATABASE_URL: cluster.url })));
    } finally {
      cluster.stop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`\nTarget ${RATE} req/s for ${DURATION} s per endpoint (goal on PGlite: p99 ≤ 15 ms)`);
  console.table(rows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
