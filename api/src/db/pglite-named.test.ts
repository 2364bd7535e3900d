import { PGlite } from '@electric-sql/pglite';
import { nameStatements } from './pglite-named';

// db/pglite-named.ts: PGlite's parameterised statements are parsed once, under a name, and then only bound and
// executed. Reads must not change (pglite.test.ts compares every type with a stock drizzle on PGlite).

let client: PGlite;
let template: Blob;
beforeAll(async () => {
  // A new PGlite runs initdb, many seconds on a busy machine: each test starts from a copy of this one instead.
  const first = await PGlite.create();
  await first.exec('create table things (id int primary key, name text not null)');
  template = (await first.dumpDataDir('none')) as Blob;
  await first.close();
});
beforeEach(async () => {
  client = await PGlite.create({ loadDataDir: template });
});
afterEach(() => client.close());

const prepared = async () =>
  (await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by name'))
    .rows;

test('a parameterised text is parsed once, under a name, and each later run only binds it', async () => {
  nameStatements(client);
  const insert = 'insert into things (id, name) values ($1, $2) returning id, name';
  expect((await client.query(insert, [1, 'one'])).rows).toEqual([{ id: 1, name: 'one' }]);
  const after = await prepared();
  expect(after).toEqual([{ name: 'shop_0', statement: insert }]);
  const second = await client.query(insert, [2, 'two'], { rowMode: 'array' });
  expect({ rows: second.rows, affectedRows: second.affectedRows }).toEqual({ rows: [[2, 'two']], affectedRows: 1 });
  // The second run parsed nothing new.
  expect((await prepared()).filter((p) => p.statement === insert)).toHaveLength(1);
});

test("a statement's error is the database's own, with its code and text, and its transaction rolls back", async () => {
  nameStatements(client);
  const insert = 'insert into things (id, name) values ($1, $2)';
  await client.query(insert, [1, 'one']);
  const failed = client.transaction(async (tx) => {
    await tx.query(insert, [2, 'two']);
    await tx.query(insert, [1, 'again']);
  });
  await expect(failed).rejects.toMatchObject({ code: '23505', query: insert, params: [1, 'again'] });
  expect((await client.query('select id from things where id > $1 order by id', [0])).rows).toEqual([{ id: 1 }]);
});

test('a query outside a transaction waits for an open one to end: it never runs inside it', async () => {
  nameStatements(client);
  let release!: () => void;
  const open = new Promise<void>((resolve) => (release = resolve));
  let inserted!: () => void;
  const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
  const tx = client.transaction(async (t) => {
    await t.query('insert into things (id, name) values ($1, $2)', [1, 'in the transaction']);
    inserted();
    await open;
    await t.rollback();
  });
  await insertedYet;
  let answered = false;
  const outside = client.query('select count(*)::int as n from things where id = $1', [1]).then((r) => {
    answered = true;
    return r.rows;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(answered).toBe(false);
  release();
  await tx;
  // Rolled back before the outside query ran: it saw no row.
  expect(await outside).toEqual([{ n: 0 }]);
});

test('texts beyond the limit go through PGlite as they are, unnamed, and read the same', async () => {
  nameStatements(client, 1);
  expect((await client.query('select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }]);
  expect((await client.query('select $1::text as s', ['x'])).rows).toEqual([{ s: 'x' }]);
  expect((await client.query('select $1::int + 1 as n', [2])).rows).toEqual([{ n: 3 }]);
  expect((await prepared()).map((p) => p.statement)).toEqual(['select $1::int + 1 as n']);
});

test('a closed PGlite refuses a named statement as it refuses its own queries', async () => {
  nameStatements(client);
  await client.query('select $1::int as n', [1]);
  await client.close();
  await expect(client.query('select $1::int as n', [1])).rejects.toThrow(/PGlite is closed/);
  client = await PGlite.create({ loadDataDir: template });
});
