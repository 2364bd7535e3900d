import fs from 'node:fs';
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { timePglite, type QueryTimer } from '../platform/server-timing';
import {
  catalogueChangesChannel,
  catalogueNoticesSetting,
  migrationsFolder,
  sessionSettings,
  type Database,
  type Db,
} from './client';
import { nameStatements } from './pglite-named';
import { wrapEveryQuery, type Query } from './pglite-queries';
import * as schema from './schema';

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it:
 * a pid file next to the directory refuses a second live opener.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = `${dataDir.replace(/\/$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      let alive = false;
      try {
        alive = pid > 0 && process.kill(pid, 0);
      } catch {
        alive = false;
      }
      if (alive)
        throw new Error(
          `PGlite data directory ${dataDir} is in use by process ${pid}; stop it or set DATABASE_URL / PGLITE_DIR.`,
        );
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

/**
 * drizzle's PGlite driver reads these types as text (the columns map them): it asks so with every query. Copied from
 * drizzle-orm/pglite/session.js; pglite.test.ts fails when an upgrade of drizzle changes them.
 */
const asText = (value: string) => value;
const asDrizzleParses = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, asText]),
);

/**
 * PGlite copies its whole parser table for each query that brings parsers of its own, a quarter of a simple
 * query's time: drizzle's are always the same, so the client is given them once and its queries go without.
 */
const withoutParsers = (query: Query): Query =>
  ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, options?.parsers ? { ...options, parsers: undefined } : options)) as Query;

/** PGlite in `dataDir` ('memory://' for none), optionally starting from a template tarball. */
export async function openPglite(dataDir: string, loadDataDir: Blob | undefined, timer?: QueryTimer): Promise<Database> {
  const releaseLock = dataDir.startsWith('memory://') ? () => {} : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
    // Once started: PGlite then sets a parser for every array type over any given at creation (numeric[] …).
    Object.assign(client.parsers, asDrizzleParses);
    nameStatements(client);
    wrapEveryQuery(client, withoutParsers);
  } catch (err) {
    releaseLock();
    throw err;
  }
  for (const [k, v] of Object.entries({ ...sessionSettings, [catalogueNoticesSetting]: 'on' }))
    await client.query('select set_config($1, $2, false)', [k, v]);
  if (timer) timePglite(timer, client);
  // Every change to products (stock included) and to the catalogue's generation, committed by this one
  // connection, counted before the statement that made it returns (migration 0009; notices are on only here).
  const changes = { count: 0 };
  await client.listen(catalogueChangesChannel, () => {
    changes.count++;
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    timer,
    catalogueChanges: () => changes.count,
    label: dataDir.startsWith('memory://') ? 'PGlite (in memory)' : `PGlite ${dataDir}`,
    migrate: () => migrate(db as never, { migrationsFolder }),
    close: async () => {
      await client.close();
      releaseLock();
    },
    // One connection in this process: nothing to lose, so never `resumed`.
    listen: (channel, to) => client.listen(channel, (payload) => to.notice(payload)),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    // One in-process connection: every failure is a query's own error.
    reportErrorsTo: () => {},
  };
}
