import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { type Ctx, validatorCompiler } from '@shop/api/stand-in-kit';
import { mailboxPage } from './page';
import { recentMails } from './service';

const Query = Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }, { additionalProperties: false });

/** Dev mailbox: mails the API would have sent, so sign-up works without an SMTP server. */
export function mailboxRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.setValidatorCompiler(validatorCompiler);

    app.get('/mailbox.json', { schema: { querystring: Query } }, async (req) => ({
      data: await recentMails(ctx.db, req.query.to),
    }));

    app.get('/mailbox', { schema: { querystring: Query } }, async (req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'")
        .send(mailboxPage(await recentMails(ctx.db, req.query.to))),
    );
  };
}
