import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArrivalNoticeBody, ArrivalNoticeResult, IdParams } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { optionalUser } from '../../platform/auth';
import { requestNotice } from './service';

export default function arrivalNoticeRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/product/:id/arrival-notice',
      {
        schema: {
          tags: ['catalogue'],
          operationId: 'requestArrivalNotice',
          summary: 'Back-in-stock e-mail: one per product and address (member address when logged in)',
          params: IdParams,
          body: ArrivalNoticeBody,
          response: { 200: ArrivalNoticeResult },
        },
        onRequest: optionalUser(ctx.tokens),
      },
      async (req) => {
        await ctx.limiter.hit(`notice:ip:${req.ip}`, ctx.config.rateLimits.noticePerMinute);
        return {
          data: await requestNotice(ctx.db, req.params.id, { email: req.body.email, userId: req.user?.id ?? null }, req.locale),
        };
      },
    );
  };
}
