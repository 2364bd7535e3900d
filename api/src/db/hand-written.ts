import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

// The purchase path's statements are written by hand as sql templates: drizzle's query builder spends 70–300 µs of
// the API's one thread building each of them, more than PostgreSQL spends running it (decision 026).

/** The rows a hand-written statement answers: the database's column names, the driver's values. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type Columns = [string, ReturnType<typeof getTableColumns>[string]][];
const columnsByTable = new WeakMap<PgTable, { columns: Columns; list: SQL }>();

function columnsOf(table: PgTable) {
  let found = columnsByTable.get(table);
  if (!found) {
    const columns = Object.entries(getTableColumns(table));
    found = { columns, list: sql.raw(columns.map(([, c]) => `"${c.name}"`).join(', ')) };
    columnsByTable.set(table, found);
  }
  return found;
}

/**
 * Every column of `table` by name, for a hand-written statement's `select` or `returning`: unlike `*`, a prepared
 * statement of it keeps working when a migration adds a column (PostgreSQL refuses a cached plan whose result changed).
 */
export const allColumns = (table: PgTable): SQL => columnsOf(table).list;

/** A row of `table` as drizzle's select answers it, from a hand-written statement's `returning ${allColumns(t)}`. */
export function tableRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const { columns } = columnsOf(table);
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
