import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { users } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import type { FirebaseIdentity } from '../../providers/firebase';
import { exchangeWechatCode, WechatError } from '../../providers/wechat';
import { memberByEmail } from './service';

// Sign-in through WeChat and Google: the provider vouches for the person; the shop finds or creates the member.

/** WeChat QR login: exchange the code (no transaction open), then find or create the member by openid. */
export async function weixinLogin(ctx: Ctx, code: string, locale: Locale) {
  const { wechat, production, publicUrl } = ctx.config;
  const base = wechat.apiBase ?? (production ? undefined : `${publicUrl}/dev/wechat`);
  if (!base) fail('SIGN_IN_METHOD_OFF');
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
  if (!ctx.firebase) fail('SIGN_IN_METHOD_OFF');
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
    [user] = await ctx.db
      .update(users)
      .set({ firebaseUid: id.uid })
      .where(and(eq(users.email, id.email), isNull(users.firebaseUid)))
      .returning();
  }
  if (!user) {
    const emailFree = id.email && id.emailVerified && !(await memberByEmail(ctx.db, id.email));
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
