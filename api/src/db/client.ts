import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The part of a pino logger the database reports to. */
export interface ErrorLog {
  error(details: object, message: string): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Human-readable location, without credentials. */
  label: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Where failures outside any query go (PostgreSQL: a pooled idle connection dropped by the server);
   * stderr until set. They are logged, never thrown: they must not end the process.
   */
  reportErrorsTo(log: ErrorLog): void;
  /** PGlite only: the data directory as a tarball, used as a template for tests. */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Settings of every session. Product search matches typos with the trigram operator `<%` (the form the
 * trigram index serves), whose threshold is this setting; 0.5 (default 0.6) still finds "Mecha Maidns".
 */
const sessionSettings = { 'pg_trgm.word_similarity_threshold': '0.5' };

const stderrLog: ErrorLog = {
  error: (details, message) => console.error(JSON.stringify({ level: 'error', msg: message, ...details })),
};

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite directory or 'memory://'. */
  dataDir?: string;
  /** PGlite: start from this tarball (a migrated, seeded template). */
  loadDataDir?: Blob;
}

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

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      options: Object.entries(sessionSettings)
        .map(([k, v]) => `-c ${k}=${v}`)
        .join(' '),
    });
    let log = stderrLog;
    // An idle client dying (e.g. the server restarting) must not crash the process; the pool replaces it.
    pool.on('error', (err) =>
      log.error({ err: { message: err.message, code: (err as { code?: string }).code } }, 'database connection lost'),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const url = new URL(opts.databaseUrl);
    return {
      db,
      kind: 'postgres',
      label: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
      reportErrorsTo: (to) => {
        log = to;
      },
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  const releaseLock = dataDir.startsWith('memory://') ? () => {} : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
  } catch (err) {
    releaseLock();
    throw err;
  }
  for (const [k, v] of Object.entries(sessionSettings)) await client.query('select set_config($1, $2, false)', [k, v]);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    label: dataDir.startsWith('memory://') ? 'PGlite (in memory)' : `PGlite ${dataDir}`,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: async () => {
      await client.close();
      releaseLock();
    },
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    // One in-process connection: every failure is a query's own error.
    reportErrorsTo: () => {},
  };
}
