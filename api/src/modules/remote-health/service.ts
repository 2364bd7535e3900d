import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { remoteHealthCounts as t } from '../../db/schema';
import type { RemoteHealthEvent, RemoteHealthKind } from './schema';

/** What happened to one remote version in a period: `errors` is every kind but `load`. */
export interface RemoteHealthCounts {
  loads: number;
  errors: number;
  byKind: Record<RemoteHealthKind, number>;
}

export interface RemoteVersionHealth extends RemoteHealthCounts {
  remote: string;
  version: string;
}

const MINUTE = 60_000;
const minuteOf = (time: Date) => new Date(Math.floor(time.getTime() / MINUTE) * MINUTE);

const column = {
  load: 'loads',
  'load-failure': 'loadFailures',
  'render-error': 'renderErrors',
  'unhandled-error': 'unhandledErrors',
} as const satisfies Record<RemoteHealthKind, string>;

type Row = { remote: string; version: string; minute: Date } & Record<(typeof column)[RemoteHealthKind], number>;

/**
 * Adds a beacon's events to the current minute's counters, in ONE statement: the events are summed per remote
 * and version first (one statement may not update a row twice), and the rows go in key order, so concurrent
 * beacons lock shared rows in the same order and queue instead of deadlocking.
 */
export async function recordRemoteHealth(db: Db, events: readonly RemoteHealthEvent[], now = new Date()): Promise<void> {
  const minute = minuteOf(now);
  const rows = new Map<string, Row>();
  for (const event of events) {
    const key = `${event.remote} ${event.version}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        remote: event.remote,
        version: event.version,
        minute,
        loads: 0,
        loadFailures: 0,
        renderErrors: 0,
        unhandledErrors: 0,
      };
      rows.set(key, row);
    }
    row[column[event.kind]] += event.count ?? 1;
  }
  if (rows.size === 0) return;
  const values = [...rows.values()].sort((a, b) => (a.remote + ' ' + a.version < b.remote + ' ' + b.version ? -1 : 1));
  const added = (name: string) =>
    sql`${sql.identifier('remote_health_counts')}.${sql.identifier(name)} + excluded.${sql.identifier(name)}`;
  await db
    .insert(t)
    .values(values)
    .onConflictDoUpdate({
      target: [t.remote, t.version, t.minute],
      set: {
        loads: added('loads'),
        loadFailures: added('load_failures'),
        renderErrors: added('render_errors'),
        unhandledErrors: added('unhandled_errors'),
      },
    });
}

// Sums over the minutes; sum() of integers is a bigint, read as a number (far below 2^53).
const totals = {
  loads: sql<number>`coalesce(sum(${t.loads}), 0)`.mapWith(Number),
  loadFailures: sql<number>`coalesce(sum(${t.loadFailures}), 0)`.mapWith(Number),
  renderErrors: sql<number>`coalesce(sum(${t.renderErrors}), 0)`.mapWith(Number),
  unhandledErrors: sql<number>`coalesce(sum(${t.unhandledErrors}), 0)`.mapWith(Number),
};

function toCounts(sums: {
  loads: number;
  loadFailures: number;
  renderErrors: number;
  unhandledErrors: number;
}): RemoteHealthCounts {
  const byKind = {
    load: sums.loads,
    'load-failure': sums.loadFailures,
    'render-error': sums.renderErrors,
    'unhandled-error': sums.unhandledErrors,
  };
  return { loads: byKind.load, errors: sums.loadFailures + sums.renderErrors + sums.unhandledErrors, byKind };
}

/**
 * One remote version's counts from the minute `since` falls in onwards (counters are kept per minute, so up to
 * a minute before `since` is included).
 */
export async function remoteHealthSince(
  db: Db,
  query: { remote: string; version: string; since: Date },
): Promise<RemoteHealthCounts> {
  const [sums] = await db
    .select(totals)
    .from(t)
    .where(and(eq(t.remote, query.remote), eq(t.version, query.version), gte(t.minute, minuteOf(query.since))));
  return toCounts(sums!);
}

/** Every remote version reported since `since` (same minute rule), by remote and version. */
export async function remoteHealthSummary(db: Db, since: Date): Promise<RemoteVersionHealth[]> {
  const rows = await db
    .select({ remote: t.remote, version: t.version, ...totals })
    .from(t)
    .where(gte(t.minute, minuteOf(since)))
    .groupBy(t.remote, t.version)
    .orderBy(asc(t.remote), asc(t.version));
  return rows.map(({ remote, version, ...sums }) => ({ remote, version, ...toCounts(sums) }));
}

/** The reads the release tooling needs, bound to one database (ApiHandle.remoteHealth). */
export interface RemoteHealthReader {
  remoteHealthSince(query: { remote: string; version: string; since: Date }): Promise<RemoteHealthCounts>;
  remoteHealthSummary(since: Date): Promise<RemoteVersionHealth[]>;
}

export function remoteHealthReader(db: Db): RemoteHealthReader {
  return {
    remoteHealthSince: (query) => remoteHealthSince(db, query),
    remoteHealthSummary: (since) => remoteHealthSummary(db, since),
  };
}
