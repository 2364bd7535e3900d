import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Health of the front end's remotes as the shell reports it (modules/remote-health): counts only, per remote,
// published version and minute. Nothing that could name a shopper (no URL, message, user or address) is kept.

/**
 * One row per remote (Module Federation container name), version and UTC minute; every beacon adds to its
 * rows with one upsert. The release tooling compares a canary's error rate with the stable version's from here.
 */
export const remoteHealthCounts = pgTable(
  'remote_health_counts',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    /** The remote's code loaded and its routes mounted. */
    loads: integer('loads').notNull().default(0),
    /** The remote's files could not be loaded (after the shell's retries). */
    loadFailures: integer('load_failures').notNull().default(0),
    /** A page of the remote threw while rendering (its region's error boundary caught it). */
    renderErrors: integer('render_errors').notNull().default(0),
    /** An error nobody caught while one of the remote's pages was shown. */
    unhandledErrors: integer('unhandled_errors').notNull().default(0),
  },
  // "This remote and version since T" reads the key; "every remote since T" the minute index.
  (t) => [primaryKey({ columns: [t.remote, t.version, t.minute] }), index('remote_health_counts_minute_idx').on(t.minute)],
);
