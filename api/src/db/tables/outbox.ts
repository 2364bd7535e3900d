import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { created } from './columns';
import { kujiOrders } from './kuji';
import { users } from './members';
import { orders } from './orders';
import { arrivalNotices } from './shopping';

// The notification outbox (modules/notification): a row is written in the transaction of the change it tells of, so
// a change is never without its notice nor a notice without its change; a worker then writes its mail from the
// subject's row (in the language the order was placed in) and delivers it.

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    event: text('event').notNull(),
    /** What the notice is about: its order's or kuji order's record shows it on a timeline. */
    orderId: integer('order_id').references(() => orders.id),
    kujiOrderId: integer('kuji_order_id').references(() => kujiOrders.id),
    userId: integer('user_id').references(() => users.id),
    /** A back-in-stock notice someone asked for (a guest's has no member). */
    arrivalNoticeId: integer('arrival_notice_id').references(() => arrivalNotices.id),
    /** What the change knew that its subject's row does not keep (read with the row when the mail is written). */
    facts: jsonb('facts').notNull().default({}),
    /** skipped: nobody to tell (a member without a mailbox, a subject gone). */
    state: text('state', { enum: ['pending', 'sent', 'dead', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it: at once when new, after a back-off when a try failed, after a lease while one sends. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.dueAt)
      .where(sql`${t.state} = 'pending'`),
    index('outbox_order_idx').on(t.orderId),
    index('outbox_kuji_order_idx').on(t.kujiOrderId),
    index('outbox_user_idx').on(t.userId),
    index('outbox_arrival_notice_idx').on(t.arrivalNoticeId),
    index('outbox_dead_idx')
      .on(t.id)
      .where(sql`${t.state} = 'dead'`),
    check('outbox_state', sql`${t.state} in ('pending', 'sent', 'dead', 'skipped')`),
    check('outbox_subject', sql`num_nonnulls(${t.orderId}, ${t.kujiOrderId}, ${t.userId}, ${t.arrivalNoticeId}) = 1`),
  ],
);
