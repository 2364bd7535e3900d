/**
 * The probes whatever runs the shop asks (Kubernetes, compose, a load balancer), and the state they report:
 *
 * - `GET /healthz`, liveness: the process answers. Nothing else is checked, on purpose: a failed liveness probe
 *   restarts the process, and restarting every replica cures neither a database outage nor a slow shutdown.
 * - `GET /readyz`, readiness: 200 when this replica should be sent traffic: it is not shutting down, the shell is
 *   built, and the API's database answers a trivial query within `READY_TIMEOUT_MS`. 503 otherwise, with the
 *   reasons. A replica whose database is down leaves the load balancer's rotation and comes back by itself.
 *
 * Both answer `no-store` (a cached probe answer is a wrong one) and are routes of their own, so the SPA fallback
 * never answers them. Once shutdown begins (`markShuttingDown`) readiness is 503 and every response asks the
 * client to close its connection, so keep-alive clients move to another replica instead of reusing this one.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ShopApi } from './api-mount.js';

export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';
/** A database that takes longer than this for `select 1` is as good as down for a shopper. */
export const READY_TIMEOUT_MS = 2000;

interface Lifecycle {
  shuttingDown: boolean;
  /** Requests received and not yet answered (or abandoned by their client). */
  inFlight: number;
}

const lifecycles = new WeakMap<FastifyInstance, Lifecycle>();

function lifecycleOf(app: FastifyInstance): Lifecycle {
  const lifecycle = lifecycles.get(app);
  if (!lifecycle) throw new Error('registerHealthRoutes() was not called on this server');
  return lifecycle;
}

/** From now on /readyz answers 503 and responses close their connection. */
export function markShuttingDown(app: FastifyInstance): void {
  lifecycleOf(app).shuttingDown = true;
}

/** Requests the server has received and not finished yet. */
export function requestsInFlight(app: FastifyInstance): number {
  return lifecycleOf(app).inFlight;
}

export function registerHealthRoutes(
  app: FastifyInstance,
  options: { api: ShopApi | undefined; shellDir: string; readyTimeoutMs?: number },
): void {
  const lifecycle: Lifecycle = { shuttingDown: false, inFlight: 0 };
  lifecycles.set(app, lifecycle);
  // Counted on the HTTP server itself, so a request Fastify rejects before routing is counted too.
  app.server.on('request', (_request, response) => {
    lifecycle.inFlight += 1;
    response.once('close', () => (lifecycle.inFlight -= 1));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.shuttingDown) reply.header('connection', 'close');
    return payload;
  });

  const timeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const shellIndex = path.join(options.shellDir, 'index.html');

  app.get(LIVENESS_PATH, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get(READINESS_PATH, async (_request, reply) => {
    const reasons: string[] = [];
    if (lifecycle.shuttingDown) reasons.push('shutting down');
    const [shellBuilt, databaseAnswers] = await Promise.all([
      stat(shellIndex).then(
        (found) => found.isFile(),
        () => false,
      ),
      options.api?.ready ? withTimeout(options.api.ready(), timeoutMs) : Promise.resolve(true),
    ]);
    if (!shellBuilt) reasons.push('shell not built');
    if (!databaseAnswers) reasons.push('database not answering');
    return reply
      .code(reasons.length ? 503 : 200)
      .header('cache-control', 'no-store')
      .send(reasons.length ? { status: 'unavailable', reasons } : { status: 'ready' });
  });
}

/** False when `check` fails or has not answered within `ms` (a hung connection attempt must not hang the probe). */
function withTimeout(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false)));
  return Promise.race([check.catch(() => false), late]).finally(() => clearTimeout(timer));
}
