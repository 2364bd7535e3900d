/**
 * Stopping a shop server without losing a request: what `npm start` and `npm run serve` do on SIGTERM/SIGINT.
 *
 * 1. Readiness turns 503 at once (health.ts), and every response from now on closes its connection.
 * 2. For `drainMs` the server keeps serving normally, so the load balancer sees the 503 and stops sending new
 *    requests here before the port closes (Kubernetes: endpoints are removed while the pod still serves).
 * 3. The listening socket closes: new connections are refused (a proxy retries them on another replica); Node
 *    closes the idle keep-alive connections; event streams end (END_STREAMS_EVENT); requests in flight run to
 *    completion, for at most `timeoutMs`.
 * 4. Past that limit the connections still open are cut, so a hung request cannot hold a rollout hostage.
 * 5. `app.close()` runs the onClose hooks: the API closes its database (and mail, emulator).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { markShuttingDown, requestsInFlight } from './health.js';

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Emitted on the server (app.server) once it stops taking requests: answers that never end by themselves (the API's
 * live-board event streams, modules/kuji-board) end then, and their browsers reconnect to another replica.
 */
export const END_STREAMS_EVENT = 'shop:end-streams';

export interface ShutdownOptions {
  /** Keep serving this long after readiness turned 503 (default 0: nothing routes by readiness locally). */
  drainMs?: number;
  /** How long requests in flight may take once the server stops accepting (default 10 s). */
  timeoutMs?: number;
}

export interface ShutdownReport {
  /** Requests still running at the limit, whose connections were cut. */
  cut: number;
}

export async function shutDownGracefully(app: FastifyInstance, options: ShutdownOptions = {}): Promise<ShutdownReport> {
  markShuttingDown(app);
  if (options.drainMs) await sleep(options.drainMs);

  // server.close() stops accepting and (Node ≥ 19) closes idle connections; its callback runs when the last
  // connection has ended. Connections busy now end after their response, which says `connection: close`.
  const drained = new Promise<void>((resolve) => app.server.close(() => resolve()));
  // Else they would hold the close until its limit, and be counted as cut.
  app.server.emit(END_STREAMS_EVENT);
  const timeoutMs = options.timeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const limit = new AbortController();
  const inTime = await Promise.race([
    drained.then(() => true),
    sleep(timeoutMs, false, { signal: limit.signal }).catch(() => false),
  ]);
  limit.abort();
  let cut = 0;
  if (!inTime) {
    cut = requestsInFlight(app);
    app.server.closeAllConnections();
    await drained;
  }
  // Fastify's own close finds the server already closed (it ignores ERR_SERVER_NOT_RUNNING) and runs the
  // onClose hooks, the API's database among them.
  await app.close();
  return { cut };
}

/** SHUTDOWN_DRAIN_MS / SHUTDOWN_TIMEOUT_MS from the environment, for the CLIs. */
export function shutdownOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ShutdownOptions {
  const read = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of milliseconds, got ${raw}`);
    return value;
  };
  return {
    drainMs: read('SHUTDOWN_DRAIN_MS', 0),
    timeoutMs: read('SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS),
  };
}
