/**
 * Requests lost during a rolling restart of two replicas (goal 0), part of `npm run bench:release`.
 *
 * Two real shop processes (testing/graceful-shop.ts: the server with the API, stopped by the same signal
 * handling as `npm run serve`) behind a small balancer that does what the compose proxy and a Kubernetes Service
 * do: it sends requests only to replicas whose /readyz said yes at the last probe (every 500 ms), and retries an
 * idempotent request on the other replica when the connection is refused or reset before an answer (nginx's
 * proxy_next_upstream error). Shoppers keep 16 requests in flight (pages, /remotes.json, slow ones) while each
 * replica in turn gets SIGTERM, exits, and is replaced by a new process that must turn ready first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../paths.js';
import { READINESS_PATH } from '../server/health.js';
import { removeTempDirs, tempDir } from '../testing/fixtures.js';
import { gracefulShopEnv, gracefulShopScript } from '../testing/graceful-shop-process.js';
import { shopFixture, type ShopFixture } from '../testing/shop-fixture.js';

const IN_FLIGHT = 16;
const PATHS = ['/', '/product/3', '/remotes.json', '/test/slow?ms=300'];

interface Replica {
  child: ChildProcess;
  url: URL;
  ready: boolean;
  exited: Promise<number | null>;
}

async function startReplica(shop: ShopFixture): Promise<Replica> {
  const data = await tempDir('replica');
  const child = spawn(process.execPath, ['--import', 'tsx', gracefulShopScript], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: gracefulShopEnv(shop, data),
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{"event":"listening"')) resolve((JSON.parse(line) as { url: string }).url);
    });
    void exited.then(() => reject(new Error('a replica exited before it listened')));
  });
  return { child, url: new URL(url), ready: false, exited };
}

function forward(
  target: URL,
  request: IncomingMessage,
  body: Buffer,
): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function balancer(replicas: Replica[]) {
  let next = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const ready = replicas.filter((replica) => replica.ready);
      const first = next++;
      for (let attempt = 0; attempt < ready.length; attempt += 1) {
        const replica = ready[(first + attempt) % ready.length]!;
        try {
          const answer = await forward(replica.url, request, Buffer.concat(chunks));
          response.writeHead(answer.status, { 'content-type': answer.headers['content-type'] ?? 'text/plain' });
          return response.end(answer.body);
        } catch {
          // Refused or reset before an answer: the next ready replica gets it.
        }
      }
      response.writeHead(502).end();
    });
  });
  return server;
}

async function probe(replicas: Replica[], stop: { done: boolean }): Promise<void> {
  while (!stop.done) {
    await Promise.all(
      replicas.map(async (replica) => {
        replica.ready = await fetch(new URL(READINESS_PATH, replica.url), { signal: AbortSignal.timeout(400) })
          .then((response) => response.ok)
          .catch(() => false);
      }),
    );
    await sleep(500);
  }
}

async function main(): Promise<void> {
  const shop = await shopFixture();
  const replicas = [await startReplica(shop), await startReplica(shop)];
  const stop = { done: false };
  const probing = probe(replicas, stop);
  const lb = balancer(replicas);
  await new Promise<void>((resolve) => lb.listen(0, '127.0.0.1', resolve));
  const address = lb.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  while (!replicas.every((replica) => replica.ready)) await sleep(100);

  const counts = { sent: 0, ok: 0, lost: 0 };
  const failures = new Map<string, number>();
  const shoppers = Array.from({ length: IN_FLIGHT }, async (_, shopper) => {
    for (let i = shopper; !stop.done; i += 1) {
      counts.sent += 1;
      const url = PATHS[i % PATHS.length]!;
      const ok = await fetch(`${base}${url}`, { headers: { accept: 'text/html' } })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) failures.set(`${url} ${response.status}`, (failures.get(`${url} ${response.status}`) ?? 0) + 1);
          return response.ok;
        })
        .catch((error: Error) => {
          failures.set(`${url} ${error.message}`, (failures.get(`${url} ${error.message}`) ?? 0) + 1);
          return false;
        });
      if (ok) counts.ok += 1;
      else counts.lost += 1;
    }
  });

  const started = performance.now();
  try {
    await sleep(1000);
    for (let index = 0; index < replicas.length; index += 1) {
      const old = replicas[index]!;
      old.child.kill('SIGTERM');
      const code = await old.exited;
      if (code !== 0) console.log(`  replica ${index} exited with ${code}`);
      const fresh = await startReplica(shop);
      replicas[index] = fresh;
      while (!fresh.ready) await sleep(100);
    }
    await sleep(1000);
  } finally {
    stop.done = true;
    await Promise.all(shoppers);
    await probing;
    lb.close();
    for (const replica of replicas) replica.child.kill('SIGTERM');
    await Promise.all(replicas.map((replica) => replica.exited));
    await removeTempDirs();
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `rolling restart of 2 replicas in ${seconds.toFixed(1)} s: ${counts.sent} requests, ${counts.ok} answered 2xx, ${counts.lost} lost (goal 0)`,
  );
  for (const [what, count] of failures) console.log(`  lost: ${count} × ${what}`);
}

await main();
