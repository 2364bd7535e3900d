import { date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { created } from './columns';

// The API's own bookkeeping: settings, per-day limits, the dev mailbox.

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
