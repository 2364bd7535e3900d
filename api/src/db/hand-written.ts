import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

// The purchase path's statements are written by hand as sql templates: drizzle's query builder spends 70–300 µs of
// the API's one thread building each of them, more than PostgreSQL spends running it (decision 026).

/** The rows a hand-written statement answers: the database's column names, the driver's values. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const columnsOf = new WeakMap<PgTable, [string, ReturnType<typeof getTableColumns>[string]][]>();

/** A row of `table` as drizzle's select answers it, from a hand-written statement's `returning *`. */
export function tableRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
