import { and, eq, isNull } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import type { OwnPasswordBody } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { users } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { checkCode, issueCode, useCode } from './codes';
import { hasMailbox, notifyPasswordChanged } from './notices';

// A signed-in member's own password (/member/password): changed with the current one, or, for members who came
// through Google or WeChat and have none, set with a code mailed to their address. Either way every session of
// the member ends (tokensNotBefore), the one that asked included: they sign in again with the new password.

async function member(ctx: Ctx, userId: number) {
  const [m] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return m ?? fail('TOKEN_INVALID');
}

/** POST personal/password/code: mails a code to a member without a password, to set one. */
export async function sendPasswordCode(ctx: Ctx, userId: number, locale: Locale) {
  const m = await member(ctx, userId);
  if (m.passwordHash) fail('PASSWORD_ALREADY_SET');
  if (!hasMailbox(m.email)) fail('NO_EMAIL');
  return issueCode(ctx, m.email, 'password', locale);
}

/**
 * POST personal/password. The new hash is written only over the hash that was checked (or over none, for a
 * first password), so two concurrent changes cannot both succeed on one proof.
 */
export async function changeOwnPassword(ctx: Ctx, userId: number, body: OwnPasswordBody): Promise<void> {
  const m = await member(ctx, userId);
  const { current_password: current, code, new_password: next } = body;
  if (current !== undefined && code !== undefined) fail('BAD_PARAMS');
  const now = new Date();
  if (m.passwordHash) {
    if (current === undefined) fail(code === undefined ? 'BAD_PARAMS' : 'PASSWORD_ALREADY_SET');
    if (!(await verify(m.passwordHash, current))) fail('PASSWORD_INCORRECT');
    // Proved with the current password, which then stays: a "change" that changes nothing is refused.
    if (next === current) fail('PASSWORD_UNCHANGED');
    const passwordHash = await hash(next);
    await ctx.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(users)
        .set({ passwordHash, tokensNotBefore: now })
        .where(and(eq(users.id, m.id), eq(users.passwordHash, m.passwordHash!)))
        .returning({ id: users.id });
      // Another change won meanwhile: the password this request proved is no longer the member's.
      if (!changed) fail('PASSWORD_INCORRECT');
      await notifyPasswordChanged(tx, m);
    });
  } else {
    if (code === undefined) fail('BAD_PARAMS');
    if (!hasMailbox(m.email)) fail('NO_EMAIL');
    const codeId = await checkCode(ctx.db, m.email, 'password', code);
    const passwordHash = await hash(next);
    await ctx.db.transaction(async (tx) => {
      if (!(await useCode(tx, codeId))) fail('VERIFICATION_FAILED');
      const [set] = await tx
        .update(users)
        .set({ passwordHash, tokensNotBefore: now })
        .where(and(eq(users.id, m.id), isNull(users.passwordHash)))
        .returning({ id: users.id });
      if (!set) fail('PASSWORD_ALREADY_SET');
      await notifyPasswordChanged(tx, m);
    });
  }
}
