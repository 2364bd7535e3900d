import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import type { Ctx } from '../../context';
import { passwordResets, users, verificationCodes } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { codeMail, resetMail } from './mails';
import { exchangeWechatCode, WechatError } from '../../providers/wechat';
import type { FirebaseIdentity } from '../../providers/firebase';

const CODE_TTL_MS = 10 * 60 * 1000;
const CODE_MAX_TRIES = 5;
/** How long after the code was entered the sign-up may be completed. */
const CHECKSUM_TTL_MS = 60 * 60 * 1000;
const RESET_TTL_MS = 30 * 60 * 1000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newChecksum = () => randomBytes(32).toString('base64url');
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

async function findUserByEmail(ctx: Ctx, email: string) {
  const [u] = await ctx.db.select().from(users).where(eq(users.email, email));
  return u;
}

export async function login(ctx: Ctx, email: string, password: string) {
  const user = await findUserByEmail(ctx, email);
  if (!user) fail('NOT_A_MEMBER');
  if (!user.passwordHash) fail('PASSWORD_NOT_SET');
  if (!(await verify(user.passwordHash, password))) fail('LOGIN_FAILED');
  if (user.accountStatus !== 'active') fail('LOGIN_FAILED');
  return { ...(await ctx.tokens.issue(user.id)), user_id: user.id };
}

export async function sendVerificationEmail(ctx: Ctx, email: string, locale: Locale) {
  if (await findUserByEmail(ctx, email)) fail('EMAIL_IN_USE');
  const dayStart = new Date();
  dayStart.setUTCHours(0, 0, 0, 0);
  const [sent] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), gte(verificationCodes.createdAt, dayStart)));
  if ((sent?.n ?? 0) >= ctx.config.codeDailyLimit) fail('DAILY_CODE_LIMIT');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.insert(verificationCodes).values({ email, codeHash: sha256(`${email}:${code}`), expiresAt: new Date(Date.now() + CODE_TTL_MS) });
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
  await ctx.db.update(verificationCodes).set({ checksumHash: sha256(checksum) }).where(eq(verificationCodes.id, latest.id));
  return { checksum };
}

export async function register(ctx: Ctx, body: { email: string; checksum: string; password: string; account_name?: string | undefined }, locale: Locale) {
  if (await findUserByEmail(ctx, body.email)) fail('EMAIL_IN_USE');
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

export async function forgetPassword(ctx: Ctx, email: string, locale: Locale) {
  const user = await findUserByEmail(ctx, email);
  if (!user) fail('NOT_A_MEMBER');
  const checksum = newChecksum();
  await ctx.db.insert(passwordResets).values({ userId: user.id, checksumHash: sha256(checksum), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
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
    const [reset] = await tx.update(passwordResets).set({ usedAt: new Date() }).where(liveReset(checksum)).returning({ userId: passwordResets.userId });
    if (!reset) fail('LINK_INVALID');
    await tx.update(users).set({ passwordHash, tokensNotBefore: new Date() }).where(eq(users.id, reset.userId));
  });
}

/** WeChat QR login: exchange the code (no transaction open), then find or create the member by openid. */
export async function weixinLogin(ctx: Ctx, code: string, locale: Locale) {
  const { wechat, production, publicUrl } = ctx.config;
  const base = wechat.apiBase ?? (production ? undefined : `${publicUrl}/dev/wechat`);
  if (!base) fail('PROVIDER_UNAVAILABLE');
  let wx;
  try {
    wx = await exchangeWechatCode(base, wechat.appId, wechat.appSecret, code);
  } catch (err) {
    if (err instanceof WechatError) fail(err.kind === 'rejected' ? 'WECHAT_FAILED' : 'PROVIDER_UNAVAILABLE');
    throw err;
  }
  await ctx.db
    .insert(users)
    .values({
      // Members from WeChat have no e-mail yet; a reserved, unroutable address keeps emails unique.
      email: `wx-${wx.openid.toLowerCase().replace(/[^a-z0-9_-]/g, '')}@wechat.invalid`,
      wechatOpenid: wx.openid,
      accountName: wx.nickname,
      avatarPicture: wx.headimgurl,
      locale,
    })
    .onConflictDoNothing();
  const [user] = await ctx.db.select().from(users).where(eq(users.wechatOpenid, wx.openid));
  if (!user || user.accountStatus !== 'active') fail('WECHAT_FAILED');
  return { ...(await ctx.tokens.issue(user.id)), user_id: user.id };
}

/** Google sign-in through Firebase: find the member by uid, else link a verified e-mail, else create one. */
export async function firebaseLogin(ctx: Ctx, idToken: string, locale: Locale) {
  if (!ctx.firebase) fail('PROVIDER_UNAVAILABLE');
  let id: FirebaseIdentity;
  try {
    id = await ctx.firebase.verify(idToken);
  } catch (err) {
    const code = String((err as { code?: unknown }).code ?? '');
    if (code.startsWith('auth/') && !code.includes('internal')) fail('GOOGLE_FAILED');
    fail('PROVIDER_UNAVAILABLE');
  }
  const byUid = async () => (await ctx.db.select().from(users).where(eq(users.firebaseUid, id.uid)))[0];
  let user = await byUid();
  if (!user && id.email && id.emailVerified) {
    [user] = await ctx.db.update(users).set({ firebaseUid: id.uid }).where(and(eq(users.email, id.email), isNull(users.firebaseUid))).returning();
  }
  if (!user) {
    const emailFree = id.email && id.emailVerified && !(await findUserByEmail(ctx, id.email));
    await ctx.db
      .insert(users)
      .values({
        email: emailFree ? id.email! : `fb-${id.uid.toLowerCase().replace(/[^a-z0-9_-]/g, '')}@firebase.invalid`,
        firebaseUid: id.uid,
        accountName: id.name || (id.email ?? '').split('@')[0] || 'Google user',
        avatarPicture: id.picture,
        locale,
      })
      .onConflictDoNothing();
    user = await byUid();
  }
  if (!user || user.accountStatus !== 'active') fail('GOOGLE_FAILED');
  return { ...(await ctx.tokens.issue(user.id)), user_id: user.id };
}
