import fs from 'node:fs';
import { openDatabase, type Database } from '../db/client';
import type { QueryTimer } from '../platform/server-timing';
import { seedIfEmpty } from '../seed';

/**
 * Test databases. TEST_DB=pglite (default) copies the tarball at TEST_TEMPLATE_FILE into memory;
 * TEST_DB=postgres creates a database from TEST_TEMPLATE_DB on the cluster at TEST_PG_URL.
 */
const testDbKind = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

/** node-postgres for the admin connections, loaded only in the PostgreSQL phase. */
const pgAdmin = async (url: string) => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};

const urlFor = (base: string, dbName: string) => {
  const u = new URL(base);
  u.pathname = `/${dbName}`;
  return u.toString();
};

let counter = 0;

/**
 * A test database; `url` is set on PostgreSQL, where other processes may connect to the same database. With a
 * `timer`, its calls are counted per request (the API's Server-Timing header).
 */
export async function openTestDatabase(timer?: QueryTimer): Promise<Database & { url?: string }> {
  if (testDbKind() === 'postgres') {
    const base = process.env.TEST_PG_URL;
    const template = process.env.TEST_TEMPLATE_DB;
    if (!base || !template)
      throw new Error('TEST_DB=postgres needs TEST_PG_URL and TEST_TEMPLATE_DB (run `npm run test -w api`)');
    const name = `t_${process.pid}_${++counter}_${Date.now() % 100000}`;
    const admin = await pgAdmin(urlFor(base, 'postgres'));
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } finally {
      await admin.end();
    }
    const db = await openDatabase({ databaseUrl: urlFor(base, name), timer });
    return {
      ...db,
      url: urlFor(base, name),
      close: async () => {
        await db.close();
        const c = await pgAdmin(urlFor(base, 'postgres'));
        await c.query(`DROP DATABASE IF EXISTS "${name}"`).finally(() => c.end());
      },
    };
  }
  const file = process.env.TEST_TEMPLATE_FILE;
  if (file && fs.existsSync(file)) {
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(file)]), timer });
  }
  // Without a prepared template (e.g. jest run directly): build one the slow way.
  const db = await openDatabase({ dataDir: 'memory://', timer });
  await db.migrate();
  await seedIfEmpty(db.db);
  return db;
}

/** Builds the migrated, seeded template once per run. */
export async function prepareTemplate(
  kind: 'pglite' | 'postgres',
  target: { file?: string; pgUrl?: string; templateDb?: string },
) {
  if (kind === 'pglite') {
    const db = await openDatabase({ dataDir: 'memory://' });
    await db.migrate();
    await seedIfEmpty(db.db);
    const blob = await db.dump!();
    fs.writeFileSync(target.file!, Buffer.from(await blob.arrayBuffer()));
    await db.close();
    return;
  }
  const admin = await pgAdmin(urlFor(target.pgUrl!, 'postgres'));
  await admin.query(`DROP DATABASE IF EXISTS "${target.templateDb}"`);
  await admin.query(`CREATE DATABASE "${target.templateDb}"`);
  await admin.end();
  const db = await openDatabase({ databaseUrl: urlFor(target.pgUrl!, target.templateDb!) });
  await db.migrate();
  await seedIfEmpty(db.db);
  await db.close();
}

/**
 * A database with nothing in it yet, for tests of what an API does to an empty one (createApi migrates and seeds
 * it): the DATABASE_URL or PGLITE_DIR to start it with, and how to drop it afterwards.
 */
export async function emptyTestDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (testDbKind() === 'pglite') return { env: { PGLITE_DIR: 'memory://' }, drop: async () => {} };
  const base = process.env.TEST_PG_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_PG_URL (run `npm run test -w api`)');
  const name = `e_${process.pid}_${++counter}_${Date.now() % 100000}`;
  const admin = await pgAdmin(urlFor(base, 'postgres'));
  await admin.query(`CREATE DATABASE "${name}"`).finally(() => admin.end());
  return {
    env: { DATABASE_URL: urlFor(base, name) },
    drop: async () => {
      const c = await pgAdmin(urlFor(base, 'postgres'));
      await c.query(`DROP DATABASE IF EXISTS "${name}"`).finally(() => c.end());
    },
  };
}
