import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { type Ctx, fail, validatorCompiler } from '@shop/api/stand-in-kit';
import { safeRedirect, sandboxUsers, WechatSandbox, type SandboxUser } from './service';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const Str = (max = 500) => Type.String({ maxLength: max });

export function wechatSandboxRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  const sandbox = new WechatSandbox(ctx.config.wechat);

  return async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.get(
      '/wechat/qrconnect',
      {
        schema: {
          querystring: Type.Object({
            appid: Str(100),
            redirect_uri: Str(),
            state: Type.Optional(Str(200)),
            response_type: Type.Optional(Str(20)),
            scope: Type.Optional(Str(50)),
          }),
        },
      },
      async (req, reply) => {
        const link = (u: SandboxUser) =>
          `/dev/wechat/confirm?${new URLSearchParams({ user: u, redirect_uri: req.query.redirect_uri, state: req.query.state ?? '' })}`;
        return reply.type('text/html; charset=utf-8')
          .send(`<!doctype html><html><head><meta charset="utf-8"><title>WeChat sandbox</title></head><body>
<h1>WeChat login sandbox</h1><p>Stands in for scanning the QR code with the WeChat app.</p>
<ul>${(Object.keys(sandboxUsers) as SandboxUser[]).map((u) => `<li><a href="${esc(link(u))}">Confirm as ${esc(sandboxUsers[u].nickname)}</a></li>`).join('')}</ul></body></html>`);
      },
    );

    app.get(
      '/wechat/confirm',
      {
        schema: {
          querystring: Type.Object(
            { user: Type.Union([Type.Literal('a'), Type.Literal('b')]), redirect_uri: Str(), state: Type.Optional(Str(200)) },
            { additionalProperties: false },
          ),
        },
      },
      async (req, reply) => {
        const target = safeRedirect(req.query.redirect_uri, ctx.config.publicUrl);
        if (!target) fail('BAD_PARAMS');
        const url = new URL(target, ctx.config.publicUrl);
        url.searchParams.set('code', sandbox.confirm(req.query.user));
        url.searchParams.set('state', req.query.state ?? '');
        return reply.redirect(target.startsWith('/') ? `${url.pathname}${url.search}` : url.toString());
      },
    );

    app.get(
      '/wechat/sns/oauth2/access_token',
      {
        schema: { querystring: Type.Object({ appid: Str(100), secret: Str(100), code: Str(200), grant_type: Str(50) }) },
      },
      async (req) => sandbox.exchange(req.query),
    );

    app.get(
      '/wechat/sns/userinfo',
      {
        schema: { querystring: Type.Object({ access_token: Str(200), openid: Str(200), lang: Type.Optional(Str(10)) }) },
      },
      async (req) => sandbox.userinfo(req.query),
    );
  };
}
