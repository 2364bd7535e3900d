import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, sessionSettings, stderrLog, type Database, type Db } from './client';
import * as schema from './schema';

export function openPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
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
  const db = drizzle(pool, { schema }) as unknown as Db;
  const url = new URL(databaseUrl);
  return {
    db,
    kind: 'postgres',
    label: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
    migrate: () => migrate(db as never, { migrationsFolder }),
    close: () => pool.end(),
    reportErrorsTo: (to) => {
      log = to;
    },
  };
}
