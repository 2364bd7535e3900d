import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { Ctx } from '../../context';
import { users, verificationCodes } from '../../db/schema';
import { takeDailyUse } from '../../platform/daily-limit';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { codeMail } from './mails';
import { newChecksum, sha256 } from './checksums';
import { memberByEmail } from './service';

// Sign-up: a 6-digit code by mail, the code exchanged for a checksum, the checksum and a password for a member.

const CODE_TTL_MS = 10 * 60 * 1000;
const CODE_MAX_TRIES = 5;
/** How long after the code was entered the sign-up may be completed. */
const CHECKSUM_TTL_MS = 60 * 60 * 1000;

export async function sendVerificationEmail(ctx: Ctx, email: string, locale: Locale) {
  if (await memberByEmail(ctx.db, email)) fail('EMAIL_IN_USE');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // The day's count and the code commit together; the mail goes out only after both are stored.
  await ctx.db.transaction(async (tx) => {
    if (!(await takeDailyUse(tx, `verification-code:${email}`, ctx.config.codeDailyLimit))) fail('DAILY_CODE_LIMIT');
    await tx
      .insert(verificationCodes)
      .values({ email, codeHash: sha256(`${email}:${code}`), expiresAt: new Date(Date.now() + CODE_TTL_MS) });
  });
  await ctx.mailer.send(codeMail(email, code, locale));
  return { expires_in: CODE_TTL_MS / 1000 };
}

export async function verifyAccount(ctx: Ctx, email: string, code: string) {
  const [latest] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, new Date())))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!latest) fail('VERIFICATION_FAILED');
  // Count the try first, in one statement, so parallel guesses cannot exceed the limit.
  const [counted] = await ctx.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, latest.id), sql`${verificationCodes.attempts} < ${CODE_MAX_TRIES}`))
    .returning({ id: verificationCodes.id });
  if (!counted || latest.codeHash !== sha256(`${email}:${code}`)) fail('VERIFICATION_FAILED');
  const checksum = newChecksum();
  await ctx.db
    .update(verificationCodes)
    .set({ checksumHash: sha256(checksum) })
    .where(eq(verificationCodes.id, latest.id));
  return { checksum };
}

export async function register(
  ctx: Ctx,
  body: { email: string; checksum: string; password: string; account_name?: string | undefined },
  locale: Locale,
) {
  if (await memberByEmail(ctx.db, body.email)) fail('EMAIL_IN_USE');
  const [consumed] = await ctx.db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.email, body.email),
        eq(verificationCodes.checksumHash, sha256(body.checksum)),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.createdAt, new Date(Date.now() - CHECKSUM_TTL_MS)),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (!consumed) fail('VERIFICATION_FAILED');
  const passwordHash = await hash(body.password);
  const [user] = await ctx.db
    .insert(users)
    .values({ email: body.email, passwordHash, accountName: body.account_name ?? body.email.split('@')[0]!, locale })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) fail('EMAIL_IN_USE');
  return { ...(await ctx.tokens.issue(user.id)), user_id: user.id };
}
