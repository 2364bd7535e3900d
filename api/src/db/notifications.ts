import pg from 'pg';
import type { ErrorLog, Notices } from './client';

// PostgreSQL's NOTIFY reaches a session only while it listens, on a connection of its own (a pooled one would be
// handed to queries and back). One per process, whatever the number of channels and listeners: it fans out.

/** Waits after a lost listening connection: quick at first, then no more than every few seconds. */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

export interface PostgresListener {
  listen(channel: string, to: Notices): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The process's listening connection, opened with the first listener, then kept: when it drops (the server
 * restarting, a network cut) it is opened again after a growing wait, listens to every channel again, and tells
 * each listener `resumed` (what was notified meanwhile is lost, so they read again what they follow).
 */
export function postgresListener(newClient: () => pg.Client, log: () => ErrorLog): PostgresListener {
  const channels = new Map<string, Set<Notices>>();
  let client: pg.Client | undefined;
  let opening: Promise<pg.Client> | undefined;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = (c: pg.Client, err?: Error) => {
    // A connection that never became the listening one failed its opening, which says so itself.
    if (client !== c) return;
    client = undefined;
    c.removeAllListeners('notification');
    c.end().catch(() => {});
    if (closed) return;
    log().error({ err: err && { message: err.message, code: (err as { code?: string }).code } }, 'database listener lost');
    schedule(true);
  };
  const schedule = (resume: boolean) => {
    if (retry || closed || channels.size === 0) return;
    retry = setTimeout(() => {
      retry = undefined;
      open().then(
        () => {
          if (resume) for (const set of channels.values()) for (const to of set) to.resumed?.();
        },
        () => schedule(resume),
      );
    }, retryMs);
    retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
  };
  const open = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    opening ??= (async () => {
      const c = newClient();
      c.on('error', (err) => lost(c, err));
      c.on('end', () => lost(c));
      c.on('notification', (n) => {
        for (const to of channels.get(n.channel) ?? []) to.notice(n.payload ?? '');
      });
      try {
        await c.connect();
        for (const channel of channels.keys()) await c.query(`listen ${quoted(channel)}`);
      } catch (err) {
        c.removeAllListeners('end');
        c.end().catch(() => {});
        throw err;
      }
      if (closed) {
        await c.end();
        throw new Error('Connection terminated: the database is closed');
      }
      client = c;
      retryMs = FIRST_RETRY_MS;
      return c;
    })().finally(() => {
      opening = undefined;
    });
    return opening;
  };

  return {
    async listen(channel, to) {
      let set = channels.get(channel);
      const first = !set;
      if (!set) channels.set(channel, (set = new Set()));
      set.add(to);
      try {
        const c = await open();
        if (first) await c.query(`listen ${quoted(channel)}`);
      } catch (err) {
        // The caller hears the failure; the connection is tried again for the listeners that stay.
        set.delete(to);
        if (set.size === 0) channels.delete(channel);
        schedule(true);
        throw err;
      }
      return async () => {
        set.delete(to);
        if (set.size > 0 || channels.get(channel) !== set) return;
        channels.delete(channel);
        await client?.query(`unlisten ${quoted(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client ?? (await opening?.catch(() => undefined));
      client = undefined;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    },
  };
}
