import { randomBytes } from 'node:crypto';

// Stands in for WeChat's QR login locally: the user confirming the scan, and the two OAuth endpoints with
// WeChat's answers (HTTP 200; an errcode on failure). State lives in memory for the life of the process.

export const sandboxUsers = {
  a: {
    openid: 'sandbox-openid-a',
    unionid: 'sandbox-union-a',
    nickname: '微信測試用戶A',
    headimgurl: 'https://example.com/wx-a.png',
  },
  b: {
    openid: 'sandbox-openid-b',
    unionid: 'sandbox-union-b',
    nickname: 'WeChat Tester B',
    headimgurl: 'https://example.com/wx-b.png',
  },
} as const;
export type SandboxUser = keyof typeof sandboxUsers;

type WechatError = { errcode: number; errmsg: string };

export class WechatSandbox {
  private readonly codes = new Map<string, { user: SandboxUser; expires: number; used: boolean }>();
  private readonly tokens = new Map<string, { user: SandboxUser; expires: number }>();

  constructor(
    private readonly app: { appId: string; appSecret: string },
    private readonly now: () => number = Date.now,
  ) {}

  /** The user confirmed the scan: a one-time code for the redirect, valid five minutes. */
  confirm(user: SandboxUser): string {
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { user, expires: this.now() + 5 * 60_000, used: false });
    return code;
  }

  /** sns/oauth2/access_token */
  exchange(q: { appid: string; secret: string; code: string }): WechatError | Record<string, string | number> {
    if (q.appid !== this.app.appId) return { errcode: 40013, errmsg: 'invalid appid' };
    if (q.secret !== this.app.appSecret) return { errcode: 40125, errmsg: 'invalid appsecret' };
    const c = this.codes.get(q.code);
    if (!c || c.expires < this.now()) return { errcode: 40029, errmsg: 'invalid code' };
    if (c.used) return { errcode: 40163, errmsg: 'code been used' };
    c.used = true;
    const accessToken = randomBytes(16).toString('hex');
    this.tokens.set(accessToken, { user: c.user, expires: this.now() + 7200_000 });
    const u = sandboxUsers[c.user];
    return {
      access_token: accessToken,
      expires_in: 7200,
      refresh_token: randomBytes(16).toString('hex'),
      openid: u.openid,
      scope: 'snsapi_login',
      unionid: u.unionid,
    };
  }

  /** sns/userinfo */
  userinfo(q: { access_token: string; openid: string }): WechatError | Record<string, unknown> {
    const tok = this.tokens.get(q.access_token);
    if (!tok) return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };
    if (tok.expires < this.now()) return { errcode: 42001, errmsg: 'access_token expired' };
    const u = sandboxUsers[tok.user];
    if (u.openid !== q.openid) return { errcode: 40003, errmsg: 'invalid openid' };
    return {
      openid: u.openid,
      nickname: u.nickname,
      sex: 0,
      province: '',
      city: '',
      country: '',
      headimgurl: u.headimgurl,
      privilege: [],
      unionid: u.unionid,
    };
  }
}

/** Only back into this shop: a sandbox must not become an open redirect. */
export function safeRedirect(uri: string, publicUrl: string): string | null {
  if (uri.startsWith('/') && !uri.startsWith('//')) return uri;
  return uri.startsWith(`${publicUrl}/`) ? uri : null;
}
