import { and, eq, gt, isNull } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { Ctx } from '../../context';
import { users, verificationCodes } from '../../db/schema';
import { takeDailyUse } from '../../platform/daily-limit';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { newChecksum, sha256 } from './checksums';
import { checkCode, CODE_TTL_MS, issueCode } from './codes';
import { alreadyMemberMail } from './mails';
import { memberByEmail } from './service';

// Sign-up: a 6-digit code by mail, the code exchanged for a checksum, the checksum and a password for a member.

/** How long after the code was entered the sign-up may be completed. */
const CHECKSUM_TTL_MS = 60 * 60 * 1000;

/**
 * Mails a sign-up code; to an address that is already a member, a mail saying so with links to sign in and to
 * reset the password instead. The answer, and the address's daily limit, are the same either way.
 */
export async function sendVerificationEmail(ctx: Ctx, email: string, locale: Locale) {
  const member = await memberByEmail(ctx.db, email);
  if (!member) return issueCode(ctx, email, 'sign-up', locale);
  if (!(await takeDailyUse(ctx.db, `verification-code:${email}`, ctx.config.codeDailyLimit))) fail('DAILY_CODE_LIMIT');
  const { publicUrl } = ctx.config;
  await ctx.mailer.send(
    alreadyMemberMail(email, `${publicUrl}/login`, `${publicUrl}/forgot-password`, (member.locale as Locale) || locale),
  );
  return { expires_in: CODE_TTL_MS / 1000 };
}

export async function verifyAccount(ctx: Ctx, email: string, code: string) {
  const id = await checkCode(ctx.db, email, 'sign-up', code);
  const checksum = newChecksum();
  await ctx.db
    .update(verificationCodes)
    .set({ checksumHash: sha256(checksum) })
    .where(eq(verificationCodes.id, id));
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
