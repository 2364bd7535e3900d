import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCouponClaimList,
  AdminCouponCreate,
  AdminCouponData,
  AdminCouponList,
  AdminCouponPaging,
  AdminCouponParams,
} from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { operatorOf, requireOperator } from '../operator/access';
import { couponClaimsOf, createAdminCoupon, disableCoupon, listAdminCoupons, readAdminCoupon } from './admin-coupons';

// /api/admin/v1/coupons: the console makes coupons (random codes in production), reads their claims and uses, and
// disables them. The owner and merchandisers.

const tags = ['admin-coupons'];

export default function adminCouponRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const allowed = requireOperator(ctx, 'coupons');
    const refusals = '400 40004 bad input, 401 40141 no operator session, 403 40340 the role may not';

    app.get(
      '/coupons',
      {
        schema: {
          tags,
          operationId: 'listAdminCoupons',
          summary: 'Every coupon with its terms, window and counts, newest first',
          querystring: AdminCouponPaging,
          response: { 200: AdminCouponList },
        },
        onRequest: allowed,
      },
      async (req) => listAdminCoupons(ctx.db, req.query),
    );

    app.post(
      '/coupons',
      {
        schema: {
          tags,
          operationId: 'createAdminCoupon',
          summary: 'Makes a coupon under a new random code (a typed code only outside production)',
          description:
            `${refusals}; 400 40092 more uses per member than in all, 40097 a typed code in production, 40099 a ` +
            'coupon taking nothing off or ending before it starts; 409 40937 the typed code exists.',
          body: AdminCouponCreate,
          response: { 200: AdminCouponData },
        },
        onRequest: allowed,
      },
      async (req) => ({ data: await createAdminCoupon(ctx.db, ctx.config, operatorOf(req), req.body) }),
    );

    app.get(
      '/coupons/:coupon_id',
      {
        schema: {
          tags,
          operationId: 'getAdminCoupon',
          summary: 'A coupon with its terms, window and counts',
          description: `${refusals}; 404 40457 no such coupon.`,
          params: AdminCouponParams,
          response: { 200: AdminCouponData },
        },
        onRequest: allowed,
      },
      async (req) => ({ data: await readAdminCoupon(ctx.db, req.params.coupon_id) }),
    );

    app.get(
      '/coupons/:coupon_id/claims',
      {
        schema: {
          tags,
          operationId: 'listAdminCouponClaims',
          summary: 'Who claimed the coupon, how many orders use each claim and the latest (shop or kuji), last claimed first',
          description: `${refusals}; 404 40457 no such coupon.`,
          params: AdminCouponParams,
          querystring: AdminCouponPaging,
          response: { 200: AdminCouponClaimList },
        },
        onRequest: allowed,
      },
      async (req) => couponClaimsOf(ctx.db, req.params.coupon_id, req.query),
    );

    app.post(
      '/coupons/:coupon_id/disable',
      {
        schema: {
          tags,
          operationId: 'disableAdminCoupon',
          summary: 'Ends the coupon now: no more claims or uses; orders already placed keep their discount (its end is now)',
          description: `${refusals}; 404 40457 no such coupon; 409 40939 already over.`,
          params: AdminCouponParams,
          response: { 200: AdminCouponData },
        },
        onRequest: allowed,
      },
      async (req) => ({ data: await disableCoupon(ctx.db, operatorOf(req), req.params.coupon_id) }),
    );
  };
}
