import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OrderAccessQuery,
  OrderBody,
  OrderCancelBody,
  OrderCreate,
  OrderCreated,
  OrderList,
  OrderListQuery,
  OrderParams,
  OrderPayAgain,
  OrderQuoteBody,
  OrderQuoteRequest,
} from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { optionalUser, requireUser, userOf } from '../../platform/auth';
import { limitCodeGuesses } from '../coupon/typed-codes';
import { holderOf } from '../../platform/holder';
import { PurchaseHeaders } from '../../platform/idempotency';
import { checkAdmission, purchaseAdmitted } from '../drop/gate';
import { DropPasses } from '../drop/passes';
import {
  afterCreate,
  cancelByShopper,
  createOrder,
  detailOf,
  expireDueOrders,
  listOrders,
  payAgain,
  quoteOrder,
  readableOrder,
  startExpirySweep,
} from './service';

const tags = ['order'];

export default function orderRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const passes = new DropPasses(ctx.tokens);
    ctx.jobs.add(startExpirySweep(ctx.db, ctx.config.orders.sweepSeconds * 1000, app.log));

    app.get(
      '/order',
      {
        schema: {
          tags,
          operationId: 'listOrders',
          summary: "The member's orders, newest first, optionally of one status",
          querystring: OrderListQuery,
          response: { 200: OrderList },
        },
        onRequest: requireUser(ctx.tokens),
      },
      async (req) => {
        const user = userOf(req);
        await expireDueOrders(ctx.db, { userId: user.id });
        return listOrders(ctx.db, user.id, req.query, req.locale);
      },
    );

    app.post(
      '/order',
      {
        schema: {
          tags,
          operationId: 'createOrder',
          summary: 'Places an order from selected lines (members, or visitors with guest_email) and starts its payment',
          headers: PurchaseHeaders,
          body: OrderCreate,
          response: { 200: OrderCreated },
        },
        onRequest: optionalUser(ctx.tokens),
      },
      async (req) => {
        const userId = req.user?.id ?? null;
        const claim = await checkAdmission(ctx.db, passes, {
          kind: 'product',
          targetIds: req.body.lines.map((l) => l.product_id),
          userId,
          header: req.headers['x-drop-admission'],
          now: new Date(),
        });
        const created = await limitCodeGuesses(ctx, req.ip, req.body.coupon_code, () =>
          purchaseAdmitted(ctx.db, claim, (db) =>
            createOrder(
              db,
              req.body,
              {
                userId,
                idempotencyKey: req.headers['idempotency-key'],
                holding: { holder: holderOf(req, req.body.guest_email), caps: ctx.config.holding },
                locale: req.locale,
                guestMailsPerHour: ctx.config.holding.guestMailsPerHour,
              },
              ctx.config.orders.paymentSeconds,
            ),
          ),
        );
        return { data: await afterCreate(ctx, created, req.locale, req.log) };
      },
    );

    app.post(
      '/order/coupon',
      {
        schema: {
          tags,
          operationId: 'quoteOrderCoupon',
          summary: "Prices an order draft with one of the member's coupons (or a typed code, or none)",
          body: OrderQuoteRequest,
          response: { 200: OrderQuoteBody },
        },
        onRequest: requireUser(ctx.tokens),
      },
      async (req) => ({
        data: await limitCodeGuesses(ctx, req.ip, req.body.coupon_code, () =>
          quoteOrder(ctx.db, userOf(req).id, req.body, req.locale),
        ),
      }),
    );

    app.get(
      '/order/:order_id',
      {
        schema: {
          tags,
          operationId: 'getOrder',
          summary: "An order record: the member's own, or a guest's with the mailed link's token",
          params: OrderParams,
          querystring: OrderAccessQuery,
          response: { 200: OrderBody },
        },
        onRequest: optionalUser(ctx.tokens),
      },
      async (req) => {
        const row = await readableOrder(ctx, req.params.order_id, req.user?.id ?? null, req.query.token);
        return { data: await detailOf(ctx, row, req.locale) };
      },
    );

    app.post(
      '/order/:order_id',
      {
        schema: {
          tags,
          operationId: 'payOrderAgain',
          summary: 'Starts a new payment for an unpaid order (after a failed or canceled one)',
          params: OrderParams,
          querystring: OrderAccessQuery,
          body: OrderPayAgain,
          response: { 200: OrderBody },
        },
        onRequest: optionalUser(ctx.tokens),
      },
      async (req) => {
        const row = await readableOrder(ctx, req.params.order_id, req.user?.id ?? null, req.query.token);
        return { data: await payAgain(ctx, row, req.body.payment_method, req.locale) };
      },
    );

    app.post(
      '/order/:order_id/cancel',
      {
        schema: {
          tags,
          operationId: 'cancelOrder',
          summary: "Cancels the caller's own unpaid order: stock and coupon go back at once, a member's lines back in the cart",
          params: OrderParams,
          querystring: OrderAccessQuery,
          response: { 200: OrderCancelBody },
        },
        onRequest: optionalUser(ctx.tokens),
      },
      async (req) => {
        const row = await readableOrder(ctx, req.params.order_id, req.user?.id ?? null, req.query.token);
        return { data: await cancelByShopper(ctx, row, req.locale) };
      },
    );
  };
}
