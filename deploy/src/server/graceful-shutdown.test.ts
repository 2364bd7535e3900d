import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from '../paths.js';
import { removeTempDirs, tempDir } from '../testing/fixtures.js';
import { gracefulShopEnv, gracefulShopScript } from '../testing/graceful-shop-process.js';
import { shopFixture, type ShopFixture } from '../testing/shop-fixture.js';
import { READINESS_PATH } from './health.js';

/**
 * A restart under load loses nothing: a real shop process (testing/graceful-shop.ts: the real server and
 * API, stopped by the CLIs' own signal handling) gets SIGTERM while clients keep sending requests, some of them
 * slow. Every request the server took in must come back complete and 2xx; the ones it did not take in were
 * refused at the connection (which a proxy retries on another replica), never answered with an error.
 */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';

interface ShopProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code and when it happened. */
  exited: Promise<{ code: number | null; at: number }>;
  /** Resolves with the count of requests the server received, printed once its API (database) is closed. */
  apiClosed: Promise<number>;
}

let shop: ShopFixture;
const running: ChildProcess[] = [];

beforeAll(async () => {
  shop = await shopFixture();
});
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(removeTempDirs);

async function startShop(env: Record<string, string>): Promise<ShopProcess> {
  const data = await tempDir('graceful-shop');
  const child = spawn(process.execPath, ['--import', 'tsx', gracefulShopScript], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: gracefulShopEnv(shop, data, { CATALOGUE_CACHE_MS: '0', ...env }),
  });
  running.push(child);
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const events: Record<string, unknown>[] = [];
  const waiting: ((event: Record<string, unknown>) => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    output += `${line}\n`;
    if (!line.startsWith('{')) return;
    const event = JSON.parse(line) as Record<string, unknown>;
    events.push(event);
    for (const notify of waiting) notify(event);
  });
  const nextEvent = (name: string): Promise<Record<string, unknown>> =>
    new Promise((resolve) => {
      const found = events.find((event) => event.event === name);
      if (found) return resolve(found);
      waiting.push((event) => event.event === name && resolve(event));
    });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const listening = await Promise.race([nextEvent('listening'), exited.then(() => undefined)]);
  if (!listening) throw new Error(`the shop process did not start:\n${output}`);
  return {
    child,
    url: listening.url as string,
    output: () => output,
    exited,
    apiClosed: nextEvent('api closed').then((event) => event.requests as number),
  };
}

interface Outcome {
  path: string;
  sentAt: number;
  /** Set when the response's status line arrived. */
  status?: number;
  body: string;
  /** The body arrived whole (the response ended without being cut). */
  complete: boolean;
  endedAt: number;
  /** Connection error, when there is one. */
  error?: string;
}

function send(base: string, target: string, agent: http.Agent | false, accept = '*/*'): Promise<Outcome> {
  const outcome: Outcome = { path: target, sentAt: Date.now(), body: '', complete: false, endedAt: 0 };
  return new Promise((resolve) => {
    const done = (error?: Error): void => {
      if (outcome.endedAt) return;
      outcome.endedAt = Date.now();
      if (error) outcome.error = (error as NodeJS.ErrnoException).code ?? error.message;
      resolve(outcome);
    };
    const request = http.get(`${base}${target}`, { agent, headers: { accept } }, (response) => {
      outcome.status = response.statusCode;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (outcome.body += chunk));
      response.on('end', () => {
        outcome.complete = !response.readableAborted;
        done();
      });
      response.on('error', done);
      response.on('close', () => done(outcome.complete ? undefined : new Error('response cut')));
    });
    request.on('error', done);
  });
}

describe('graceful shutdown', () => {
  it('SIGTERM under load: every request taken in is answered whole and 2xx, the database closes, exit 0', async () => {
    const drainMs = 800;
    const shopProcess = await startShop({ SHUTDOWN_DRAIN_MS: String(drainMs), SHUTDOWN_TIMEOUT_MS: '10000' });
    const base = shopProcess.url;
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const outcomes: Promise<Outcome>[] = [];
    const probes: Promise<Outcome>[] = [];
    let stopLoad = false;
    const fast: [string, string][] = [
      ['/api/v1/category', 'application/json'],
      ['/product/42', BROWSER_ACCEPT],
      ['/remotes.json', 'application/json'],
      ['/main.3f2a9c1b.js', '*/*'],
    ];
    // Six clients on keep-alive connections, each sending its next request as soon as the last one is back.
    const workers = Array.from({ length: 6 }, async (_, worker) => {
      for (let i = worker; !stopLoad; i += 1) {
        const [target, accept] = fast[i % fast.length]!;
        const pending = send(base, target, keepAlive, accept);
        outcomes.push(pending);
        if ((await pending).status === undefined) await sleep(20); // refused: the port is closed, try again
      }
    });
    // A slow request (1.5 s) every 150 ms, each on a connection of its own, and a readiness probe every 100 ms.
    const slow = (async () => {
      while (!stopLoad) {
        outcomes.push(send(base, '/test/slow?ms=1500', false));
        await sleep(150);
      }
    })();
    const probing = (async () => {
      while (!stopLoad) {
        probes.push(send(base, READINESS_PATH, false));
        await sleep(100);
      }
    })();

    await sleep(2500);
    const signalledAt = Date.now();
    shopProcess.child.kill('SIGTERM');
    const { code, at } = await shopProcess.exited;
    stopLoad = true;
    await Promise.all([...workers, slow, probing]);
    const results = await Promise.all(outcomes);
    const probeResults = await Promise.all(probes);
    keepAlive.destroy();

    expect({ code, log: code === 0 ? '' : shopProcess.output() }).toEqual({ code: 0, log: '' });
    // Within the limit (drain + 10 s); the slow requests in flight needed ≤ 1.5 s of it, so it was never reached.
    expect(at - signalledAt).toBeLessThan(drainMs + 10_000);
    expect(shopProcess.output()).not.toContain('were cut');

    const answered = results.filter((outcome) => outcome.status !== undefined);
    const wrong = answered.filter(
      (outcome) =>
        outcome.status !== 200 ||
        !outcome.complete ||
        (outcome.path.startsWith('/test/slow') ? outcome.body !== 'started\nfinished\n' : outcome.body.length === 0),
    );
    expect(wrong).toEqual([]);
    // What the server took in is exactly what came back: no request reached it and went unanswered.
    expect(await shopProcess.apiClosed).toBe(answered.length);

    // Refusals only at the connection: a refused connect only once the server stopped accepting (after the
    // drain); a reset from the signal on, where a request raced the server closing a kept-alive connection after
    // its last answer (`connection: close`), which a proxy retries elsewhere like a refusal.
    const refused = results.filter((outcome) => outcome.status === undefined);
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect(outcome.error).toMatch(/ECONNREFUSED|ECONNRESET|EPIPE|socket hang up/);
      const notBefore = /ECONNREFUSED/.test(outcome.error ?? '') ? signalledAt + drainMs : signalledAt;
      expect(outcome.sentAt).toBeGreaterThanOrEqual(notBefore - 50);
    }
    // The load was real: slow requests were in flight at the signal and finished after it, and requests sent
    // during the drain were served.
    const inFlightAtSignal = answered.filter(
      (outcome) => outcome.path.startsWith('/test/slow') && outcome.sentAt < signalledAt && outcome.endedAt > signalledAt,
    );
    expect(inFlightAtSignal.length).toBeGreaterThanOrEqual(5);
    expect(answered.filter((outcome) => outcome.sentAt > signalledAt).length).toBeGreaterThan(3);

    // Readiness: 200 before the signal, 503 once it was handled (the load balancer's cue), until the port closed.
    const probed = probeResults.filter((probe) => probe.status !== undefined);
    expect(probed.filter((probe) => probe.endedAt < signalledAt).every((probe) => probe.status === 200)).toBe(true);
    const afterSignal = probed.filter((probe) => probe.sentAt > signalledAt + 200);
    expect(afterSignal.length).toBeGreaterThan(0);
    expect(afterSignal.every((probe) => probe.status === 503)).toBe(true);
  }, 120_000);

  it('live-board streams end as the server stops: nothing is cut and it exits long before the limit', async () => {
    const shopProcess = await startShop({ SEED: 'true', SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '10000' });
    const campaigns = await send(shopProcess.url, '/api/v1/kuji', false, 'application/json');
    const kujiId = (JSON.parse(campaigns.body) as { data: { kuji_id: number }[] }).data[0]!.kuji_id;
    const opened: Promise<void>[] = [];
    const streams = Array.from({ length: 3 }, () => {
      let firstEvent: () => void = () => {};
      opened.push(new Promise<void>((resolve) => (firstEvent = resolve)));
      return new Promise<Outcome>((resolve) => {
        const outcome: Outcome = { path: 'board', sentAt: Date.now(), body: '', complete: false, endedAt: 0 };
        http
          .get(
            `${shopProcess.url}/api/v1/kuji/${kujiId}/board`,
            { agent: false, headers: { 'accept-encoding': 'br, gzip' } },
            (response) => {
              outcome.status = response.statusCode;
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => {
                outcome.body += chunk;
                if (outcome.body.includes('event: board')) firstEvent();
              });
              response.on('end', () => (outcome.complete = true));
              response.on('close', () => resolve({ ...outcome, endedAt: Date.now() }));
            },
          )
          .on('error', () => resolve({ ...outcome, endedAt: Date.now() }));
      });
    });
    // Each has its board already: the proxy of the shop server (compression included) holds nothing back.
    await Promise.all(opened);
    const signalledAt = Date.now();
    shopProcess.child.kill('SIGTERM');
    const { code, at } = await shopProcess.exited;
    expect({ code, log: code === 0 ? '' : shopProcess.output() }).toEqual({ code: 0, log: '' });
    expect(at - signalledAt).toBeLessThan(5000);
    expect(shopProcess.output()).not.toContain('were cut');
    for (const outcome of await Promise.all(streams)) {
      expect(outcome).toMatchObject({ status: 200, complete: true });
      expect(outcome.body).toMatch(/^retry: 3000\n\nevent: board\ndata: \{"kuji_id":/);
    }
  }, 120_000);

  it('a request still running at the limit is cut, and the process still closes its database and exits 0', async () => {
    const shopProcess = await startShop({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '1000' });
    let headersArrived: () => void = () => {};
    const started = new Promise<void>((resolve) => (headersArrived = resolve));
    const hanging = new Promise<Outcome>((resolve) => {
      const outcome: Outcome = { path: '/test/slow', sentAt: Date.now(), body: '', complete: false, endedAt: 0 };
      http
        .get(`${shopProcess.url}/test/slow?ms=60000`, { agent: false }, (response) => {
          outcome.status = response.statusCode;
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            outcome.body += chunk;
            headersArrived();
          });
          response.on('end', () => (outcome.complete = true));
          response.on('close', () => resolve({ ...outcome, endedAt: Date.now() }));
        })
        .on('error', () => resolve({ ...outcome, endedAt: Date.now() }));
    });
    await started;
    const signalledAt = Date.now();
    shopProcess.child.kill('SIGTERM');
    const { code, at } = await shopProcess.exited;
    expect({ code, log: code === 0 ? '' : shopProcess.output() }).toEqual({ code: 0, log: '' });
    expect(at - signalledAt).toBeGreaterThanOrEqual(1000);
    expect(at - signalledAt).toBeLessThan(1000 + 5000);
    expect(await shopProcess.apiClosed).toBe(1);
    expect(shopProcess.output()).toContain('1 request(s) still running at the 1000 ms limit were cut');
    const outcome = await hanging;
    expect(outcome).toMatchObject({ status: 200, body: 'started\n', complete: false });
  }, 120_000);
});
