import { and, eq, gt, isNull } from 'drizzle-orm';
import { verify, hash } from '@node-rs/argon2';
import type { Ctx } from '../../context';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { takeDailyUse } from '../../platform/daily-limit';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { newChecksum, sha256 } from './checksums';
import { noAccountMail, resetMail } from './mails';
import { clearTries, countFailure, takeTry } from './sign-in-guard';

// The account module owns the members table: other modules read and change members through here.

export { changeOwnPassword, sendPasswordCode } from './own-password';
export { hasMailbox } from './notices';

const RESET_TTL_MS = 30 * 60 * 1000;

export type Member = typeof users.$inferSelect;
export type ProfileChange = Partial<
  Pick<Member, 'accountName' | 'avatarPicture' | 'phoneCode' | 'phoneNumber' | 'gender' | 'birthdayTimestamp'>
>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function memberByEmail(db: Db, email: string): Promise<Member | undefined> {
  const [u] = await db.select().from(users).where(eq(users.email, email));
  return u;
}

export async function memberById(db: Db, id: number): Promise<Member | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u;
}

/** Applies the given profile fields; the member as stored afterwards (undefined when there is none). */
export async function updateProfile(db: Db, id: number, change: ProfileChange): Promise<Member | undefined> {
  const [u] = await db.update(users).set(change).where(eq(users.id, id)).returning();
  return u;
}

/** Verified against when there is no password to check, so an unknown address takes as long as a wrong password. */
let standIn: Promise<string> | undefined;
const standInHash = () => (standIn ??= hash(newChecksum()));

/**
 * E-mail and password sign-in from `source` (the client's address). An unknown address, a member without a
 * password and a wrong password answer alike (40101), so the answer does not tell who is a member.
 */
export async function login(ctx: Ctx, email: string, password: string, source: string) {
  await takeTry(ctx.db, email, source);
  const user = await memberByEmail(ctx.db, email);
  const matches = await verify(user?.passwordHash ?? (await standInHash()), password);
  if (!user?.passwordHash || !matches || user.accountStatus !== 'active') {
    await countFailure(ctx.db, email);
    fail('LOGIN_FAILED');
  }
  await clearTries(ctx.db, email, source);
  return { ...(await ctx.tokens.issue(user.id)), user_id: user.id };
}

/**
 * Mails a reset link to a member, and to an address that is no member a mail saying so with a link to sign up:
 * the answer is the same either way. Each address gets at most `resetDailyLimit` of these mails a day.
 */
export async function forgetPassword(ctx: Ctx, email: string, locale: Locale) {
  const user = await memberByEmail(ctx.db, email);
  const checksum = newChecksum();
  // The day's count and the reset commit together; the mail goes out only after both are stored.
  await ctx.db.transaction(async (tx) => {
    if (!(await takeDailyUse(tx, `reset-mail:${email}`, ctx.config.resetDailyLimit))) fail('DAILY_CODE_LIMIT');
    if (user)
      await tx
        .insert(passwordResets)
        .values({ userId: user.id, checksumHash: sha256(checksum), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  });
  if (!user) {
    await ctx.mailer.send(noAccountMail(email, `${ctx.config.publicUrl}/register`, locale));
    return;
  }
  const link = `${ctx.config.publicUrl}/reset-password?checksum=${encodeURIComponent(checksum)}`;
  await ctx.mailer.send(resetMail(email, link, (user.locale as Locale) || locale));
}

const liveReset = (checksum: string) =>
  and(eq(passwordResets.checksumHash, sha256(checksum)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));

export async function verifyChecksum(ctx: Ctx, checksum: string) {
  const [row] = await ctx.db
    .select({ email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(liveReset(checksum));
  if (!row) fail('LINK_INVALID');
  return { email: row.email };
}

export async function changePassword(ctx: Ctx, checksum: string, password: string) {
  const passwordHash = await hash(password);
  // Consuming the link and setting the password in one transaction: a link works once.
  await ctx.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(liveReset(checksum))
      .returning({ userId: passwordResets.userId });
    if (!reset) fail('LINK_INVALID');
    await tx.update(users).set({ passwordHash, tokensNotBefore: new Date() }).where(eq(users.id, reset.userId));
  });
}
