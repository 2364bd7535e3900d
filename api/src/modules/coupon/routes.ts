import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CouponBody, CouponClaim, CouponList, CouponListQuery } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { requireUser, userOf } from '../../platform/auth';
import { claimCoupon, listCoupons } from './service';

/** Claims a member may try per minute: claiming must not become a way to guess codes. */
const CLAIMS_PER_MINUTE = 20;

export default function couponRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/coupon',
      {
        schema: {
          tags: ['coupon'],
          operationId: 'listCoupons',
          summary: "The member's coupons with their status (available, used, expired)",
          querystring: CouponListQuery,
          response: { 200: CouponList },
        },
        onRequest: requireUser(ctx.tokens),
      },
      async (req) => ({ data: await listCoupons(ctx.db, userOf(req).id, req.query.status, req.locale) }),
    );

    app.post(
      '/coupon',
      {
        schema: {
          tags: ['coupon'],
          operationId: 'claimCoupon',
          summary: 'Claims a coupon by its code',
          body: CouponClaim,
          response: { 200: CouponBody },
        },
        onRequest: requireUser(ctx.tokens),
      },
      async (req) => {
        const user = userOf(req);
        // Per member and per address: many accounts on one address guess no faster than one.
        await ctx.limiter.hit(`coupon-claim:ip:${req.ip}`, ctx.config.rateLimits.couponClaimPerMinute);
        await ctx.limiter.hit(`coupon-claim:${user.id}`, CLAIMS_PER_MINUTE);
        return { data: await claimCoupon(ctx.db, user.id, req.body.code, req.locale) };
      },
    );
  };
}
