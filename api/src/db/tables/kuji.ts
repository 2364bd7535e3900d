import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The lottery (Ichiban Kuji): campaigns, prizes and the tickets drawn.

export const kujis = pgTable('kujis', {
  id: serial('id').primaryKey(),
  titleTw: text('title_tw').notNull(),
  titleCn: text('title_cn').notNull(),
  titleEn: text('title_en').notNull(),
  price: integer('price').notNull(),
  image: text('image').notNull(),
  adult: boolean('adult').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const kujiPrizes = pgTable(
  'kuji_prizes',
  {
    id: serial('id').primaryKey(),
    kujiId: integer('kuji_id')
      .notNull()
      .references(() => kujis.id),
    /** A, B, C… or LAST (Last One prize, given with the final ticket). */
    tier: text('tier').notNull(),
    nameTw: text('name_tw').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('kuji_prizes_kuji_idx').on(t.kujiId)],
);

export const kujiTickets = pgTable(
  'kuji_tickets',
  {
    id: serial('id').primaryKey(),
    kujiId: integer('kuji_id')
      .notNull()
      .references(() => kujis.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => kujiPrizes.id),
    drawnBy: integer('drawn_by'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    index('kuji_tickets_undrawn_idx')
      .on(t.kujiId)
      .where(sql`${t.drawnBy} IS NULL`),
    index('kuji_tickets_kuji_idx').on(t.kujiId),
    index('kuji_tickets_prize_idx').on(t.prizeId),
  ],
);
