import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openTestDatabase } from '../testing/databases';
import { rowsOf } from './hand-written';
import { nameStatements } from './named-statements';
import { products } from './schema';
import type { Database } from './client';

// PostgreSQL only: PGlite runs in this process and has no parse/plan round trip to save.
if (process.env.TEST_DB !== 'postgres') throw new Error('named statements need PostgreSQL: run `npm run test -w api`');

let database: Database & { url?: string };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const prepared = (db: Database['db']) =>
  rowsOf<{ name: string; statement: string }>(db, sql`select name, statement from pg_prepared_statements`);

test("a parameterised statement is prepared once on its connection and answers each call's own values", async () => {
  const [first, second] = await database.db.select({ id: products.id }).from(products).orderBy(products.id).limit(2);
  await database.db.transaction(async (tx) => {
    const skuOf = async (id: number) =>
      (await tx.select({ sku: products.sku }).from(products).where(eq(products.id, id)))[0]!.sku;
    const [a, b] = [await skuOf(first!.id), await skuOf(second!.id)];
    expect(a).not.toBe(b);
    const mine = (await prepared(tx)).filter((s) => s.statement.includes('"sku"') && s.statement.includes('"id" = $1'));
    expect(mine).toHaveLength(1);
  });
});

test('a statement without parameters is sent as it is, so several in one text still run', async () => {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('select 1; select 2'));
    expect((await prepared(tx)).filter((s) => s.statement.includes('select 2'))).toHaveLength(0);
  });
});

test('beyond its limit of distinct texts a pool leaves statements unnamed, so the server keeps a bounded number', async () => {
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  nameStatements(pool, 2);
  try {
    for (const n of [1, 2, 3, 4]) expect((await pool.query({ text: `select $1::int + ${n} as v` }, [n])).rows[0].v).toBe(2 * n);
    const names = (await pool.query('select statement from pg_prepared_statements order by statement')).rows;
    expect(names.map((r) => r.statement)).toEqual(['select $1::int + 1 as v', 'select $1::int + 2 as v']);
  } finally {
    await pool.end();
  }
});
