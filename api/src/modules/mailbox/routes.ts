import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { validatorCompiler } from '../../platform/validation';
import { Type } from 'typebox';
import type { Ctx } from '../../context';
import { mails } from '../../db/schema';

const Query = Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }, { additionalProperties: false });
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Dev mailbox: mails the API would have sent, so sign-up works without an SMTP server. */
export function mailboxRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    const list = (to?: string) =>
      ctx.db.select().from(mails).where(to ? eq(mails.to, to.trim().toLowerCase()) : undefined).orderBy(desc(mails.id)).limit(100);

    app.get('/mailbox.json', { schema: { querystring: Query } }, async (req) => ({
      data: (await list(req.query.to)).map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, created_at: m.createdAt.toISOString() })),
    }));

    app.get('/mailbox', { schema: { querystring: Query } }, async (req, reply) => {
      const rows = await list(req.query.to);
      const items = rows
        .map((m) => `<article><h2>${esc(m.subject)}</h2><p>To: ${esc(m.to)} · ${m.createdAt.toISOString()}</p>` +
          `<iframe sandbox="" srcdoc="${esc(m.html)}" style="width:100%;height:140px;border:1px solid #ccc"></iframe></article>`)
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'")
        .send(`<!doctype html><html><head><meta charset="utf-8"><title>Dev mailbox</title></head><body>` +
          `<h1>Dev mailbox</h1><p><a href="/dev/mailbox.json">JSON</a></p>${items || '<p>No mail yet.</p>'}</body></html>`);
    });
  };
}
