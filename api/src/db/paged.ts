import { sql, type SQL, type Subquery } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** The number of rows a paged query matches, selected beside each row: one query a page instead of two. */
export const totalRows = () => sql<number>`count(*) over ()`.mapWith(Number);

/** The rows before page `page` (from 1) of `pageSize`. */
export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

/**
 * The total of a page selected with `totalRows()`: what its rows carry, or, past the last page where no row
 * carries it, a count of `source` (a table, or a subquery when the page's filter needs a join) where `where` holds.
 */
export async function pageTotal(
  db: Db,
  page: number,
  rows: readonly { total: number }[],
  source: PgTable | Subquery,
  where: SQL | undefined,
): Promise<number> {
  if (rows.length > 0 || page <= 1) return rows[0]?.total ?? 0;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(source)
    .where(where);
  return count?.n ?? 0;
}
