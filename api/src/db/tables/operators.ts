import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { created } from './columns';

// The people who run the shop (modules/operator): named accounts with a role, their sign-in sessions, and the
// audit log of everything they change. The log is append-only in the database itself (migration 0030's trigger):
// no operator, owner or bug in the API can edit or delete what was recorded.

export const operatorRoles = ['owner', 'staff', 'merchandiser'] as const;

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased; one account per address. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: operatorRoles }).notNull(),
    /** NT$ one refund of this operator may give back at most; null: no limit (an owner). */
    refundLimit: integer('refund_limit'),
    /** Set: the account cannot sign in and its sessions end. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    check('operators_role', sql`${t.role} in ('owner', 'staff', 'merchandiser')`),
    check('operators_refund_limit', sql`${t.refundLimit} is null or ${t.refundLimit} >= 0`),
    check('operators_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    /** SHA-256 of the bearer token, hex: a leaked table holds no usable token. */
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Signed out (or ended by the owner): refused from then on. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId), index('operator_sessions_expires_idx').on(t.expiresAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who; kept when the account is disabled (accounts are never deleted while the log names them). */
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'restrict' }),
    /** What was done, e.g. `order.ship`, `operator.create`. */
    action: text('action').notNull(),
    /** The kind of record it was done to (`order`, `operator`, …) and its id. */
    target: text('target').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_operator_idx').on(t.operatorId),
    index('audit_log_target_idx').on(t.target, t.targetId),
  ],
);
