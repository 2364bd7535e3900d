import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { takeDailyUse } from '../../platform/daily-limit';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { sha256 } from './checksums';
import { codeMail } from './mails';

// The 6-digit codes mailed to an address: for sign-up, and for a member without a password who sets one.

export const CODE_TTL_MS = 10 * 60 * 1000;
const CODE_MAX_TRIES = 5;

/** What a code is for. The purpose is part of its hash, so a sign-up code never sets a password. */
export type CodePurpose = 'sign-up' | 'password';

// Sign-up codes kept the hash they had before codes had purposes, so codes in flight stay valid.
const codeHash = (purpose: CodePurpose, email: string, code: string) =>
  sha256(purpose === 'sign-up' ? `${email}:${code}` : `${purpose}:${email}:${code}`);

/** Stores a new code for `email` and mails it; the address's daily limit counts every code it is sent. */
export async function issueCode(ctx: Ctx, email: string, purpose: CodePurpose, locale: Locale) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // The day's count and the code commit together; the mail goes out only after both are stored.
  await ctx.db.transaction(async (tx) => {
    if (!(await takeDailyUse(tx, `verification-code:${email}`, ctx.config.codeDailyLimit))) fail('DAILY_CODE_LIMIT');
    await tx
      .insert(verificationCodes)
      .values({ email, codeHash: codeHash(purpose, email, code), expiresAt: new Date(Date.now() + CODE_TTL_MS) });
  });
  await ctx.mailer.send(codeMail(email, code, locale));
  return { expires_in: CODE_TTL_MS / 1000 };
}

/**
 * Checks `code` against the newest live code of `email` and counts the try; the code's id when it matches.
 * VERIFICATION_FAILED when there is no live code, it is wrong, or its tries are used up.
 */
export async function checkCode(db: Db, email: string, purpose: CodePurpose, code: string): Promise<number> {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, new Date())))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!latest) fail('VERIFICATION_FAILED');
  // Count the try first, in one statement, so parallel guesses cannot exceed the limit.
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, latest.id), sql`${verificationCodes.attempts} < ${CODE_MAX_TRIES}`))
    .returning({ id: verificationCodes.id });
  if (!counted || latest.codeHash !== codeHash(purpose, email, code)) fail('VERIFICATION_FAILED');
  return latest.id;
}

/** Marks a checked code used, once (inside the caller's transaction): false when another request used it first. */
export async function useCode(tx: Db, id: number): Promise<boolean> {
  const used = await tx
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
