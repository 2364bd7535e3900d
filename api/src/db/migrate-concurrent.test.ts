import fs from 'node:fs';
import pg from 'pg';
import { migrationsFolder, openDatabase } from './client';

// Two shop replicas and the migration Job may all start at once on one empty PostgreSQL database: every one of
// them must come up, and each migration must be applied exactly once. PostgreSQL only (scripts/test.ts).
if (process.env.TEST_DB !== 'postgres') throw new Error('concurrent migrations need PostgreSQL: run `npm run test -w api`');

const base = process.env.TEST_PG_URL!;
const urlFor = (name: string) => Object.assign(new URL(base), { pathname: `/${name}` }).toString();
const name = `migrate_${process.pid}_${Date.now() % 100000}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlFor('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(() => admin((c) => c.query(`CREATE DATABASE "${name}"`)));
afterAll(() => admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}"`)));

test('four processes migrating one empty database at once all succeed, and each migration is applied once', async () => {
  const databases = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: urlFor(name) })));
  try {
    const results = await Promise.allSettled(databases.map((database) => database.migrate()));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    const journal = JSON.parse(fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
    const applied = await admin(async () => {
      const client = new pg.Client({ connectionString: urlFor(name) });
      await client.connect();
      try {
        return (await client.query('select hash from drizzle.__drizzle_migrations')).rows.length;
      } finally {
        await client.end();
      }
    });
    expect(applied).toBe(journal.entries.length);
  } finally {
    await Promise.all(databases.map((database) => database.close()));
  }
});
