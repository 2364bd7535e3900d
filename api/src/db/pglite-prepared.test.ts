import { sql } from 'drizzle-orm';
import { pageQuery } from '../modules/product/page';
import { openTestDatabase } from '../testing/databases';
import type { Database } from './client';
import { cacheGenerations } from './schema';

// `.prepare(name)` keeps its statement on PGlite too (pglite-prepared.ts): the answers must be exactly those of
// the statement run as it came, whatever its parameters hold.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

test('a prepared statement answers what it answers unprepared, and on PGlite is prepared once', async () => {
  const { db } = database;
  const page = pageQuery(db).prepare('product_page');
  for (const id of [1, 2, 57, 200, 999_999]) expect(await page.execute({ id })).toEqual(await pageQuery(db, id));
  if (database.kind === 'pglite') {
    const { rows } = (await db.execute(sql`select name from pg_prepared_statements where name = 'product_page'`)) as {
      rows: unknown[];
    };
    expect(rows).toEqual([{ name: 'product_page' }]);
  }
});

test('parameters reach a prepared statement as they are: quotes, backslashes, null, arrays, numbers', async () => {
  const echo = database.db
    .select({
      text: sql<string | null>`${sql.placeholder('text')}::text`,
      ids: sql<number[]>`${sql.placeholder('ids')}::int[]`,
      n: sql<string>`${sql.placeholder('n')}::numeric::text`,
      name: cacheGenerations.name,
    })
    .from(cacheGenerations)
    .prepare('echo_parameters');
  const tricky = ["it's", 'back\\slash', "\\'; select 1; --", '引號「」', '', "E'x'"];
  for (const text of [...tricky, null]) {
    const [row] = await echo.execute({ text, ids: [3, 1, 2], n: -12.5 });
    expect(row).toEqual({ text, ids: [3, 1, 2], n: '-12.5', name: 'catalogue' });
  }
});
