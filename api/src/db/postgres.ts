import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { timePool, type QueryTimer } from '../platform/server-timing';
import { migrationsFolder, sessionSettings, stderrLog, type Database, type Db } from './client';
import { nameStatements } from './named-statements';
import { postgresListener } from './notifications';
import * as schema from './schema';

/** Advisory lock key of schema migrations (any constant no other lock of the API uses). */
const MIGRATION_LOCK = 7_419_001;

export function openPostgres(databaseUrl: string, timer?: QueryTimer): Database {
  const connection = {
    connectionString: databaseUrl,
    options: Object.entries(sessionSettings)
      .map(([k, v]) => `-c ${k}=${v}`)
      .join(' '),
  };
  const pool = new pg.Pool({ ...connection, max: 10 });
  nameStatements(pool);
  let log = stderrLog;
  // Outside the pool: it stays open and listening for the life of the process (keepAlive notices a dead peer).
  const listener = postgresListener(
    () => new pg.Client({ ...connection, keepAlive: true }),
    () => log,
  );
  // An idle client dying (e.g. the server restarting) must not crash the process; the pool replaces it.
  pool.on('error', (err) =>
    log.error({ err: { message: err.message, code: (err as { code?: string }).code } }, 'database connection lost'),
  );
  if (timer) timePool(timer, pool as never);
  const db = drizzle(pool, { schema }) as unknown as Db;
  const url = new URL(databaseUrl);
  return {
    db,
    kind: 'postgres',
    timer,
    label: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
    migrate: async () => {
      // Replicas and the migration Job may start at once; drizzle's migrator would then apply a pending migration
      // twice (each reads the last one applied before either writes). One session-level advisory lock queues them:
      // the first migrates, the others find nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migrate(drizzle(client, { schema }) as never, { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, to) => listener.listen(channel, to),
    close: async () => {
      await listener.close();
      await pool.end();
    },
    reportErrorsTo: (to) => {
      log = to;
    },
  };
}
