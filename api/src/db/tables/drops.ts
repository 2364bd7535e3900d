import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { created } from './columns';

// Drops (modules/drop): a kuji campaign or a product on sale from a published time behind a waiting room, and the
// places shoppers hold in it. Admission is a function of the clock: `cursor_position + ⌊(now − cursor_at) ×
// admit_per_minute / 60 s⌋` places are admitted, so nothing is written as the queue moves and every replica agrees.

export const drops = pgTable(
  'drops',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['kuji', 'product'] }).notNull(),
    /** The kuji campaign or product the drop sells. */
    targetId: integer('target_id').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    admitPerMinute: integer('admit_per_minute').notNull(),
    buyWindowSeconds: integer('buy_window_seconds').notNull(),
    /** Places admitted by `cursor_at`; a rate change moves both, so the admitted count never jumps back. */
    cursorPosition: integer('cursor_position').notNull(),
    cursorAt: timestamp('cursor_at', { withTimezone: true }).notNull(),
    /** The ordinal the next place that joins after the start gets (at least the admitted count). */
    nextOrdinal: integer('next_ordinal').notNull().default(1),
    /** When the places that arrived before the start were put in their random order (null: not yet). */
    shuffledAt: timestamp('shuffled_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('drops_target_idx').on(t.kind, t.targetId),
    check('drops_kind', sql`${t.kind} in ('kuji', 'product')`),
    check('drops_opens_before_start', sql`${t.opensAt} <= ${t.startsAt}`),
    check('drops_rate', sql`${t.admitPerMinute} between 1 and 1000000`),
    check('drops_window', sql`${t.buyWindowSeconds} between 10 and 86400`),
  ],
);

export const dropPlaces = pgTable(
  'drop_places',
  {
    id: serial('id').primaryKey(),
    dropId: integer('drop_id')
      .notNull()
      .references(() => drops.id, { onDelete: 'cascade' }),
    /** `u:<member id>`, or `g:<SHA-256 of a visitor's place key>`: one place each. */
    holder: text('holder').notNull(),
    /** The address that joined (a visitor's places per address are capped). */
    ip: text('ip'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Order of admission: drawn at the start for early arrivals, given on joining after it; null before. */
    ordinal: integer('ordinal'),
    /** When its admission bought an order (it admits once). */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('drop_places_holder_idx').on(t.dropId, t.holder),
    uniqueIndex('drop_places_ordinal_idx').on(t.dropId, t.ordinal),
    index('drop_places_ip_idx').on(t.dropId, t.ip),
  ],
);
