import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, interval, json, jsonb, numeric, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';
import { openPglite } from './pglite';

// db/pglite.ts gives PGlite drizzle's type parsers once, a list copied from drizzle's PGlite driver, which passes
// them with every query. Our database must read every type as a stock drizzle on PGlite does: a drizzle upgrade
// that changes its list fails here, not silently in the shop.

let ours: Database;
/** Our db, typed as the PGlite drizzle it is (the shop types it for both drivers). */
const oursDb = () => ours.db as unknown as PgliteDatabase;
let stockClient: PGlite;
let stock: PgliteDatabase;
beforeAll(async () => {
  ours = await openPglite('memory://', undefined);
  stockClient = await PGlite.create();
  stock = drizzle(stockClient);
  // timestamptz reads as text in the session's zone: the same, and not UTC, on both.
  for (const db of [ours.db, stock]) await db.execute(sql`set time zone 'Asia/Taipei'`);
});
afterAll(async () => {
  await ours?.close();
  await stockClient?.close();
});

/**
 * One value of every type PGlite parses by default (and arrays of them), and of those drizzle's list names: a
 * type drizzle would start or stop reading as text reads differently through the two.
 */
const everyType = sql`select
  true as bool, '\\x0102'::bytea as bytea, 9007199254740993::int8 as int8, 2::int2 as int2, 4::int4 as int4,
  'text'::text as text, 26::oid as oid, 1.5::float4 as float4, 2.25::float8 as float8, 'c'::char(2) as bpchar,
  'v'::varchar as varchar, '{"a":[1,"b"]}'::json as json, '{"a":[1,"b"]}'::jsonb as jsonb,
  '2026-11-28'::date as date, '2026-11-28 10:20:30.123456'::timestamp as timestamp,
  '2026-11-28 10:20:30.123456+00'::timestamptz as timestamptz, '1 day 02:03:04.5'::interval as interval,
  '12.50'::numeric as numeric, '10:20:30'::time as time, '10:20:30+08'::timetz as timetz,
  '6f1c0d6e-51c1-4d1e-9a7e-0c1f6f1b8a01'::uuid as uuid,
  array[true, false] as bools, array[1, 2]::int4[] as int4s, array[3, 4]::int8[] as int8s,
  array['a', 'b'] as texts, array['{"a":1}'::jsonb] as jsonbs, array[1.5, 2]::numeric[] as numerics,
  array['2026-11-28 10:20:30'::timestamp] as timestamps, array['2026-11-28 10:20:30+00'::timestamptz] as timestamptzs,
  array['1 day'::interval] as intervals, array['2026-11-28'::date] as dates, array[1.5]::float8[] as float8s`;

test('every type reads through our PGlite as through a stock drizzle on PGlite, in and out of transactions', async () => {
  const want = (await stock.execute(everyType)).rows;
  expect((await oursDb().execute(everyType)).rows).toEqual(want);
  expect((await oursDb().transaction((tx) => tx.execute(everyType))).rows).toEqual(want);
  // With a parameter, the same read goes through a named statement (db/pglite-named.ts).
  const withParameter = sql`select * from (${everyType}) as every where ${1} = 1`;
  expect((await oursDb().execute(withParameter)).rows).toEqual(want);
  expect((await oursDb().transaction((tx) => tx.execute(withParameter))).rows).toEqual(want);
  // drizzle's own statements (array rows, mapped by their fields) take the other of its two query configs.
  const fields = { date: sql`'2026-11-28'::date`, ts: sql`'2026-11-28 10:20:30'::timestamp`, n: sql`'{1.50,2}'::numeric[]` };
  const mapped = await stock.select(fields).from(sql`(select 1) as one`);
  expect(
    await oursDb()
      .select(fields)
      .from(sql`(select 1) as one`),
  ).toEqual(mapped);
  // The values are drizzle's text, not PGlite's parsed ones: a real difference between the lists shows.
  expect(want[0]).toMatchObject({ date: '2026-11-28', interval: '1 day 02:03:04.5', numerics: '{1.5,2}' });
});

const kinds = pgTable('pglite_kinds', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }).notNull(),
  local: timestamp('local').notNull(),
  day: date('day').notNull(),
  dayDate: date('day_date', { mode: 'date' }).notNull(),
  span: interval('span').notNull(),
  price: numeric('price').notNull(),
  doc: json('doc').notNull(),
  docb: jsonb('docb').notNull(),
});

test('a table of dates, times, intervals, numerics and JSON reads back through our db as through the stock one', async () => {
  const row = {
    at: new Date('2026-11-28T10:20:30.123Z'),
    atText: '2026-11-28 18:20:30.123+08',
    local: new Date('2026-11-28T10:20:30.456Z'),
    day: '2026-11-28',
    dayDate: new Date('2026-11-28T00:00:00Z'),
    span: '1 day 02:00:00',
    price: '1234.50',
    doc: { a: [1, 'b'], c: null },
    docb: { z: { y: true } },
  };
  const create = sql`create table pglite_kinds (id serial primary key, at timestamptz not null,
    at_text timestamptz not null, local timestamp not null, day date not null, day_date date not null,
    span interval not null, price numeric not null, doc json not null, docb jsonb not null)`;
  const read = async (db: PgliteDatabase) => {
    await db.execute(create);
    await db.insert(kinds).values(row);
    return {
      selected: await db.select().from(kinds),
      returned: await db.insert(kinds).values(row).returning(),
      queried: (await db.execute(sql`select * from pglite_kinds order by id`)).rows,
    };
  };
  const want = await read(stock);
  expect(await read(oursDb())).toEqual(want);
  expect(want.selected[0]).toMatchObject({ ...row, span: '1 day 02:00:00' });
});
