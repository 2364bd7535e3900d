import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Ok, OwnPasswordBody, PasswordCodeBody, PersonalBody, PersonalUpdate, SentBody } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { requireUser, userOf } from '../../platform/auth';
import { changeOwnPassword, getProfile, sendPasswordCode, updateProfile } from './service';

const tags = ['personal'];

export default function personalRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/personal',
      {
        schema: { tags, operationId: 'getProfile', summary: "The member's profile", response: { 200: PersonalBody } },
        onRequest: requireUser(ctx.tokens),
      },
      async (req) => ({ data: await getProfile(ctx.db, userOf(req).id) }),
    );

    app.post(
      '/personal',
      {
        schema: {
          tags,
          operationId: 'updateProfile',
          summary: 'Updates profile fields (at least one)',
          body: PersonalUpdate,
          response: { 200: PersonalBody },
        },
        onRequest: requireUser(ctx.tokens),
      },
      async (req) => ({ data: await updateProfile(ctx.db, userOf(req).id, req.body) }),
    );

    app.post(
      '/personal/password',
      {
        schema: {
          tags,
          operationId: 'changeOwnPassword',
          summary:
            "Changes the member's password (current password) or sets a first one (mailed code); ends every session of the member",
          body: OwnPasswordBody,
          response: { 200: Ok },
        },
        onRequest: requireUser(ctx.tokens),
      },
      async (req) => {
        const { id } = userOf(req);
        // Guesses of the current password (or of the code) per member, as login attempts per account.
        await ctx.limiter.hit(`password:member:${id}`, ctx.config.rateLimits.loginPerMinute);
        await changeOwnPassword(ctx, id, req.body);
        return { data: { success: true } };
      },
    );

    app.post(
      '/personal/password/code',
      {
        schema: {
          tags,
          operationId: 'sendPasswordCode',
          summary:
            "Mails a 6-digit code to a member without a password, to set one (10 minutes, 5 tries, the address's daily limit)",
          body: PasswordCodeBody,
          response: { 200: SentBody },
        },
        onRequest: requireUser(ctx.tokens),
      },
      async (req) => {
        const { id } = userOf(req);
        await ctx.limiter.hit(`code:member:${id}`, ctx.config.rateLimits.codePerMinute);
        return { data: await sendPasswordCode(ctx, id, req.locale) };
      },
    );
  };
}
