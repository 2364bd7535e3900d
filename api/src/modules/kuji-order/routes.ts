import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  KujiCouponRequest,
  KujiDrawBody,
  KujiOrderBody,
  KujiOrderList,
  KujiOrderListQuery,
  KujiOrderParams,
  KujiOrderPayAgain,
  KujiOpenedBody,
  KujiOpenedRequest,
  KujiOrderRequest,
  KujiPrizeList,
  KujiQuoteBody,
} from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { requireUser, userOf } from '../../platform/auth';
import { limitCodeGuesses } from '../coupon/typed-codes';
import { drawIfDue } from '../kuji/draw';
import { holderOf } from '../../platform/holder';
import { PurchaseHeaders } from '../../platform/idempotency';
import { checkAdmission, purchaseAdmitted } from '../drop/gate';
import { DropPasses } from '../drop/passes';
import {
  afterCreate,
  cancelKujiOrder,
  createKujiOrder,
  currentKujiPurchase,
  expireDueKujiOrders,
  kujiDraw,
  kujiOrderRecord,
  kujiPrizes,
  listKujiOrders,
  payKujiOrderAgain,
  priceDraws,
  readableKujiOrder,
  recordTicketsOpened,
  startKujiExpirySweep,
} from './service';

const tags = ['kuji'];

export default function kujiOrderRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    ctx.jobs.add(startKujiExpirySweep(ctx.db, ctx.config.orders.sweepSeconds * 1000, app.log));
    const member = requireUser(ctx.tokens);
    const passes = new DropPasses(ctx.tokens);

    app.get(
      '/kuji-order',
      {
        schema: {
          tags,
          operationId: 'listKujiOrders',
          summary: "The member's Ichiban Kuji orders (kuji history), newest first, optionally of one status",
          querystring: KujiOrderListQuery,
          response: { 200: KujiOrderList },
        },
        onRequest: member,
      },
      async (req) => {
        const user = userOf(req);
        await expireDueKujiOrders(ctx.db, { userId: user.id });
        return listKujiOrders(ctx.db, user.id, req.query, req.locale, (id) => currentKujiPurchase(ctx.db, id));
      },
    );

    app.post(
      '/kuji-order',
      {
        schema: {
          tags,
          operationId: 'createKujiOrder',
          summary: 'Buys draws of a campaign: holds the tickets for this order and starts its payment',
          headers: PurchaseHeaders,
          body: KujiOrderRequest,
          response: { 200: KujiOrderBody },
        },
        onRequest: member,
      },
      async (req) => {
        const userId = userOf(req).id;
        const claim = await checkAdmission(ctx.db, passes, {
          kind: 'kuji',
          targetIds: [req.body.kuji_id],
          userId,
          header: req.headers['x-drop-admission'],
          now: new Date(),
        });
        const created = await limitCodeGuesses(ctx, req.ip, req.body.coupon_code, () =>
          purchaseAdmitted(ctx.db, claim, (db) =>
            createKujiOrder(db, userId, req.body, {
              idempotencyKey: req.headers['idempotency-key'],
              paymentSeconds: ctx.config.kuji.paymentSeconds,
              locale: req.locale,
              holding: { holder: holderOf(req), caps: ctx.config.holding },
            }),
          ),
        );
        return { data: await afterCreate(ctx.db, created, req.locale, req.log) };
      },
    );

    app.post(
      '/kuji-order/coupon',
      {
        schema: {
          tags,
          operationId: 'quoteKujiOrderCoupon',
          summary: 'Prices draws of a campaign with a coupon code (or none); nothing is held',
          body: KujiCouponRequest,
          response: { 200: KujiQuoteBody },
        },
        onRequest: member,
      },
      async (req) => ({
        data: (
          await limitCodeGuesses(ctx, req.ip, req.body.coupon_code, () =>
            priceDraws(ctx.db, userOf(req).id, req.body, req.locale),
          )
        ).quote,
      }),
    );

    app.get(
      '/kuji-order/:order_id',
      {
        schema: {
          tags,
          operationId: 'getKujiOrder',
          summary: "One of the member's kuji orders: amounts, payment, prizes and their shipping",
          params: KujiOrderParams,
          response: { 200: KujiOrderBody },
        },
        onRequest: member,
      },
      async (req) => {
        const row = await readableKujiOrder(ctx.db, req.params.order_id, userOf(req).id);
        return { data: await kujiOrderRecord(ctx.db, row, req.locale) };
      },
    );

    app.post(
      '/kuji-order/:order_id',
      {
        schema: {
          tags,
          operationId: 'payKujiOrderAgain',
          summary: 'Starts a new payment for an unpaid kuji order (after a declined or canceled one)',
          params: KujiOrderParams,
          body: KujiOrderPayAgain,
          response: { 200: KujiOrderBody },
        },
        onRequest: member,
      },
      async (req) => {
        const row = await readableKujiOrder(ctx.db, req.params.order_id, userOf(req).id);
        return { data: await payKujiOrderAgain(ctx.db, row, req.body.method, req.locale) };
      },
    );

    app.post(
      '/kuji-order/:order_id/cancel',
      {
        schema: {
          tags,
          operationId: 'cancelKujiOrder',
          summary:
            'Ends the member’s unpaid kuji order now: its tickets go back into the box and its coupon back to the member (status expired; 40950 when paid)',
          params: KujiOrderParams,
          response: { 200: KujiOrderBody },
        },
        onRequest: member,
      },
      async (req) => {
        const row = await readableKujiOrder(ctx.db, req.params.order_id, userOf(req).id);
        return { data: await cancelKujiOrder(ctx.db, row, req.locale) };
      },
    );

    app.post(
      '/kuji-order/:order_id/opened',
      {
        schema: {
          tags,
          operationId: 'recordKujiTicketsOpened',
          summary:
            'How many of a paid order’s tickets the draw show opened, kept for every device (only grows; 40073 unpaid, 40074 expired)',
          params: KujiOrderParams,
          body: KujiOpenedRequest,
          response: { 200: KujiOpenedBody },
        },
        onRequest: member,
      },
      async (req) => {
        const row = await readableKujiOrder(ctx.db, req.params.order_id, userOf(req).id);
        return { data: { tickets_opened: await recordTicketsOpened(ctx.db, row, req.body.opened) } };
      },
    );

    app.get(
      '/kuji-order/:order_id/prizes',
      {
        schema: {
          tags,
          operationId: 'getKujiOrderPrizes',
          summary: 'What a paid kuji order won, with the Last One prize if it drew the final ticket',
          params: KujiOrderParams,
          response: { 200: KujiPrizeList },
        },
        onRequest: member,
      },
      async (req) => {
        const row = await readableKujiOrder(ctx.db, req.params.order_id, userOf(req).id);
        return { data: await kujiPrizes(ctx.db, row, req.locale) };
      },
    );

    app.get(
      '/kuji-order/:order_id/draw',
      {
        schema: {
          tags,
          operationId: 'getKujiOrderDraw',
          summary: "A paid order's tickets in draw order, the same every time (40073 unpaid, 40074 expired)",
          params: KujiOrderParams,
          response: { 200: KujiDrawBody },
        },
        onRequest: member,
      },
      async (req) => {
        const row = await readableKujiOrder(ctx.db, req.params.order_id, userOf(req).id);
        // A v2 order whose round is out is drawn before it is read, not at the drawer's next turn.
        const drawn = (await drawIfDue(ctx.db, ctx.beacon, row)) ? await readableKujiOrder(ctx.db, row.id, row.userId) : row;
        return { data: await kujiDraw(ctx.db, drawn, req.locale) };
      },
    );
  };
}
