import { bigint, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { created } from './columns';

// The API's own bookkeeping: settings, per-day and per-minute limits, cache generations, the dev mailbox.

export const settings = pgTable('settings', { key: text('key').primaryKey(), value: text('value').notNull() });

/** Uses of a per-day limit (e.g. verification codes per address), one row per key and UTC day. */
export const dailyCounts = pgTable(
  'daily_counts',
  {
    day: date('day').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.key] })],
);

export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: created(),
  },
  (t) => [index('mails_to_idx').on(t.to, t.id)],
);

/**
 * Rate-limit windows shared by every API process on one PostgreSQL database (platform/rate-limit.ts): one row
 * per key, counted by one upsert per hit. The migration makes the table UNLOGGED: counters that last a minute
 * need no crash safety, and every hit then skips the write-ahead log.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_resets_idx').on(t.resetsAt)],
);

/**
 * Counters bumped by triggers whenever what a cache holds changes ('catalogue': products and their themes, themes,
 * categories, articles, banners, kuji campaigns and prizes; not stock and ticket counts, which sales move
 * constantly). A cache entry is valid only under the generation it was read at (platform/cache.ts).
 */
export const cacheGenerations = pgTable('cache_generations', {
  name: text('name').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});
