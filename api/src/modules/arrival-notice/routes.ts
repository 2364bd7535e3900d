import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArrivalNoticeBody, ArrivalNoticeResult, IdParams } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { arrivalNotices, users } from '../../db/schema';
import { optionalUser } from '../../platform/auth';
import { fail } from '../../platform/errors';
import { getProduct } from '../product/service';

export default function arrivalNoticeRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post('/product/:id/arrival-notice', {
      schema: {
        tags: ['catalogue'],
        summary: 'Back-in-stock e-mail: one per product and address (member address when logged in)',
        params: IdParams,
        body: ArrivalNoticeBody,
        response: { 200: ArrivalNoticeResult },
      },
      onRequest: optionalUser(ctx.tokens),
    }, async (req) => {
      let email = req.body.email?.trim().toLowerCase();
      const userId = req.user?.id ?? null;
      if (userId !== null && !email) {
        const [u] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
        email = u?.email;
      }
      if (!email) fail('BAD_PARAMS');
      if (!(await getProduct(ctx.db, req.params.id))) fail('NOT_FOUND');
      ctx.limiter.hit(`notice:ip:${req.ip}`, ctx.config.rateLimits.noticePerMinute);
      // The unique (product, email) index makes concurrent requests create exactly one notice.
      const rows = await ctx.db
        .insert(arrivalNotices)
        .values({ productId: req.params.id, email, userId })
        .onConflictDoNothing()
        .returning({ id: arrivalNotices.id });
      return { data: { created: rows.length === 1 } };
    });
  };
}
