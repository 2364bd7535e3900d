import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Ctx } from '../../context';
import { validatorCompiler } from '../../platform/validation';

// Sandbox of WeChat's QR login for local use: a page that plays the user confirming the scan,
// and the two OAuth endpoints with WeChat's response shapes (HTTP 200, errcode on failure).
const sandboxUsers = {
  a: { openid: 'sandbox-openid-a', unionid: 'sandbox-union-a', nickname: '微信測試用戶A', headimgurl: 'https://example.com/wx-a.png' },
  b: { openid: 'sandbox-openid-b', unionid: 'sandbox-union-b', nickname: 'WeChat Tester B', headimgurl: 'https://example.com/wx-b.png' },
} as const;
type SandboxUser = keyof typeof sandboxUsers;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const Str = (max = 500) => Type.String({ maxLength: max });

export function wechatSandboxRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  const codes = new Map<string, { user: SandboxUser; expires: number; used: boolean }>();
  const tokens = new Map<string, { user: SandboxUser; expires: number }>();
  /** Only back into this shop: a sandbox must not become an open redirect. */
  const safeRedirect = (uri: string) => uri.startsWith('/') && !uri.startsWith('//') ? uri : uri.startsWith(`${ctx.config.publicUrl}/`) ? uri : null;

  return async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.get('/wechat/qrconnect', {
      schema: { querystring: Type.Object({ appid: Str(100), redirect_uri: Str(), state: Type.Optional(Str(200)), response_type: Type.Optional(Str(20)), scope: Type.Optional(Str(50)) }) },
    }, async (req, reply) => {
      const link = (u: SandboxUser) => `/dev/wechat/confirm?${new URLSearchParams({ user: u, redirect_uri: req.query.redirect_uri, state: req.query.state ?? '' })}`;
      return reply.type('text/html; charset=utf-8').send(`<!doctype html><html><head><meta charset="utf-8"><title>WeChat sandbox</title></head><body>
<h1>WeChat login sandbox</h1><p>Stands in for scanning the QR code with the WeChat app.</p>
<ul>${(Object.keys(sandboxUsers) as SandboxUser[]).map((u) => `<li><a href="${esc(link(u))}">Confirm as ${esc(sandboxUsers[u].nickname)}</a></li>`).join('')}</ul></body></html>`);
    });

    app.get('/wechat/confirm', {
      schema: { querystring: Type.Object({ user: Type.Union([Type.Literal('a'), Type.Literal('b')]), redirect_uri: Str(), state: Type.Optional(Str(200)) }, { additionalProperties: false }) },
    }, async (req, reply) => {
      const target = safeRedirect(req.query.redirect_uri);
      if (!target) return reply.status(400).send({ error_code: 40004, error_msg: 'redirect_uri must point back to the shop' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, { user: req.query.user, expires: Date.now() + 5 * 60_000, used: false });
      const url = new URL(target, ctx.config.publicUrl);
      url.searchParams.set('code', code);
      url.searchParams.set('state', req.query.state ?? '');
      return reply.redirect(target.startsWith('/') ? `${url.pathname}${url.search}` : url.toString());
    });

    app.get('/wechat/sns/oauth2/access_token', {
      schema: { querystring: Type.Object({ appid: Str(100), secret: Str(100), code: Str(200), grant_type: Str(50) }) },
    }, async (req) => {
      const q = req.query;
      if (q.appid !== ctx.config.wechat.appId) return { errcode: 40013, errmsg: 'invalid appid' };
      if (q.secret !== ctx.config.wechat.appSecret) return { errcode: 40125, errmsg: 'invalid appsecret' };
      const c = codes.get(q.code);
      if (!c || c.expires < Date.now()) return { errcode: 40029, errmsg: 'invalid code' };
      if (c.used) return { errcode: 40163, errmsg: 'code been used' };
      c.used = true;
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, { user: c.user, expires: Date.now() + 7200_000 });
      const u = sandboxUsers[c.user];
      return { access_token: accessToken, expires_in: 7200, refresh_token: randomBytes(16).toString('hex'), openid: u.openid, scope: 'snsapi_login', unionid: u.unionid };
    });

    app.get('/wechat/sns/userinfo', {
      schema: { querystring: Type.Object({ access_token: Str(200), openid: Str(200), lang: Type.Optional(Str(10)) }) },
    }, async (req) => {
      const tok = tokens.get(req.query.access_token);
      if (!tok) return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };
      if (tok.expires < Date.now()) return { errcode: 42001, errmsg: 'access_token expired' };
      const u = sandboxUsers[tok.user];
      if (u.openid !== req.query.openid) return { errcode: 40003, errmsg: 'invalid openid' };
      return { openid: u.openid, nickname: u.nickname, sex: 0, province: '', city: '', country: '', headimgurl: u.headimgurl, privilege: [], unionid: u.unionid };
    });
  };
}
