import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// Where a request's time goes, for `npm run bench:api` (API_SERVER_TIMING=1; off otherwise, and then nothing here
// runs): the database drivers report each call's wall time to the request that made it, and the answer carries
// `Server-Timing: db;dur=…;desc="<queries>", total;dur=…` (from the API's first hook to its answer being sent).

interface RequestTiming {
  start: number;
  dbMs: number;
  queries: number;
}

export class QueryTimer {
  private readonly current = new AsyncLocalStorage<RequestTiming>();
  private readonly byRequest = new WeakMap<FastifyRequest, RequestTiming>();

  /**
   * Times one database call (a query, or a whole transaction) for the request it is made in. The record is taken
   * when the call is made, so it does not depend on the driver keeping the async context through its callbacks.
   * A call on PGlite includes the wait for its single connection, on PostgreSQL the wait for a pooled one.
   */
  time<T>(call: () => Promise<T>): Promise<T> {
    const stop = this.start();
    return call().finally(stop);
  }

  /** Like `time`, for a span that ends in a callback: returns the function that ends it. */
  start(): () => void {
    const record = this.current.getStore();
    if (!record) return () => {};
    const start = performance.now();
    record.queries++;
    return () => {
      record.dbMs += performance.now() - start;
    };
  }

  /** Runs `call` outside any request: a read shared by several requests, each timed for its own wait. */
  outside<T>(call: () => T): T {
    return this.current.exit(call);
  }

  /** Starts a record per request and reports it in the Server-Timing header of the answer. */
  register(app: FastifyInstance): void {
    app.addHook('onRequest', (req, _reply, done) => {
      const record = { start: performance.now(), dbMs: 0, queries: 0 };
      this.byRequest.set(req, record);
      this.current.run(record, done);
    });
    app.addHook('onSend', async (req, reply, payload) => {
      const r = this.byRequest.get(req);
      if (r) {
        const total = performance.now() - r.start;
        reply.header('server-timing', `db;dur=${r.dbMs.toFixed(3)};desc="${r.queries}", total;dur=${total.toFixed(3)}`);
      }
      return payload;
    });
  }
}

/** Reads back what QueryTimer wrote: database time, queries and total server time of one answer. */
export function parseServerTiming(header: string | undefined): { dbMs: number; queries: number; totalMs: number } | null {
  const db = /db;dur=([\d.]+);desc="(\d+)"/.exec(header ?? '');
  const total = /total;dur=([\d.]+)/.exec(header ?? '');
  if (!db || !total) return null;
  return { dbMs: Number(db[1]), queries: Number(db[2]), totalMs: Number(total[1]) };
}

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** Times PGlite's query, exec and transaction in place (its own calls inside a transaction do not pass here). */
export function timePglite(timer: QueryTimer, client: object): void {
  const obj = client as Record<string, AsyncMethod>;
  for (const name of ['query', 'exec', 'transaction']) {
    const original = obj[name]!.bind(client);
    obj[name] = ((...args: never[]) => timer.time(() => original(...args))) as AsyncMethod;
  }
}

interface PoolLike {
  query(...args: never[]): Promise<unknown>;
  connect(): Promise<{ release(err?: unknown): void }>;
}

/**
 * Times a pg pool's queries, and a checked-out client (drizzle's transactions) from checkout to release. The
 * pool's own query calls connect with a callback: that form passes through untimed, so nothing counts twice.
 */
export function timePool(timer: QueryTimer, pool: PoolLike): void {
  const query = pool.query.bind(pool);
  pool.query = ((...args: never[]) => timer.time(() => query(...args))) as PoolLike['query'];
  const connect = pool.connect.bind(pool) as (cb?: unknown) => ReturnType<PoolLike['connect']> | undefined;
  pool.connect = ((cb?: unknown) => {
    if (cb) return connect(cb);
    const stop = timer.start();
    return connect()!.then(
      (client) => {
        const release = client.release;
        client.release = (err?: unknown) => {
          client.release = release;
          stop();
          return release.call(client, err);
        };
        return client;
      },
      (err: unknown) => {
        stop();
        throw err;
      },
    );
  }) as PoolLike['connect'];
}
