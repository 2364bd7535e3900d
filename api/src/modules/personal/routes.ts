import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PersonalBody, PersonalUpdate } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { requireUser, userOf } from '../../platform/auth';
import { getProfile, updateProfile } from './service';

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
  };
}
