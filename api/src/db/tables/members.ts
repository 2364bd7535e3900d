import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { created } from './columns';

// Members and how they sign in.

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  accountName: text('account_name').notNull().default(''),
  avatarPicture: text('avatar_picture').notNull().default(''),
  accountStatus: text('account_status').notNull().default('active'),
  phoneCode: text('phone_code').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  gender: text('gender').notNull().default(''),
  birthdayTimestamp: bigint('birthday_timestamp', { mode: 'number' }).notNull().default(0),
  locale: text('locale').notNull().default('tw'),
  firebaseUid: text('firebase_uid').unique(),
  wechatOpenid: text('wechat_openid').unique(),
  /** Tokens issued before this instant (e.g. before a password change) are no longer accepted. */
  tokensNotBefore: timestamp('tokens_not_before', { withTimezone: true }),
  createdAt: created(),
});

export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was entered correctly; the checksum then allows register once. */
    checksumHash: text('checksum_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('verification_codes_email_idx').on(t.email, t.createdAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    checksumHash: text('checksum_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
