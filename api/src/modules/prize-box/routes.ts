import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PrizeBoxBody,
  PrizeShipmentBody,
  PrizeShipmentList,
  PrizeShipmentParams,
  PrizeShipmentPayAgain,
  PrizeShipmentQuote,
  PrizeShipmentQuoteRequest,
  PrizeShipmentRequest,
} from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { requireUser, userOf } from '../../platform/auth';
import { startPrizeBoxReminders } from './reminder';
import {
  afterRequest,
  expireDueShipments,
  listShipments,
  payShipmentAgain,
  quoteShipment,
  readableShipment,
  readBox,
  requestShipment,
  shipmentRecord,
  startShipmentExpirySweep,
} from './service';

const tags = ['kuji'];

export default function prizeBoxRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    ctx.jobs.add(startShipmentExpirySweep(ctx.db, ctx.config.orders.sweepSeconds * 1000, app.log));
    ctx.jobs.add(startPrizeBoxReminders(ctx.db, ctx.config.prizeBox, app.log));
    const member = requireUser(ctx.tokens);

    app.get(
      '/prize-box',
      {
        schema: {
          tags,
          operationId: 'getPrizeBox',
          summary: "The member's won kuji prizes in no live shipment, across campaigns, oldest won first",
          response: { 200: PrizeBoxBody },
        },
        onRequest: member,
      },
      async (req) => ({ data: await readBox(ctx.db, userOf(req).id, req.locale) }),
    );

    app.get(
      '/prize-shipment',
      {
        schema: {
          tags,
          operationId: 'listPrizeShipments',
          summary: "The member's prize shipments (latest 50, newest first): status, fee, payment, carrier and tracking",
          response: { 200: PrizeShipmentList },
        },
        onRequest: member,
      },
      async (req) => ({ data: await listShipments(ctx.db, userOf(req).id, req.locale) }),
    );

    app.post(
      '/prize-shipment',
      {
        schema: {
          tags,
          operationId: 'requestPrizeShipment',
          summary:
            'Ships chosen prizes of the box as one parcel: holds them, prices the postage and starts its payment (none when free)',
          body: PrizeShipmentRequest,
          response: { 200: PrizeShipmentBody },
        },
        onRequest: member,
      },
      async (req) => {
        // Prizes of the member's shipments past their deadline are back before these are held.
        await expireDueShipments(ctx.db, { userId: userOf(req).id });
        const row = await requestShipment(ctx.db, userOf(req).id, req.body, {
          locale: req.locale,
          paymentSeconds: ctx.config.prizeBox.paymentSeconds,
          unpaidShipments: ctx.config.prizeBox.unpaidShipments,
        });
        return { data: await afterRequest(ctx.db, row, req.locale, req.log) };
      },
    );

    app.post(
      '/prize-shipment/quote',
      {
        schema: {
          tags,
          operationId: 'quotePrizeShipment',
          summary: 'The postage asking to ship these prizes to this destination and method would charge (holds nothing)',
          body: PrizeShipmentQuoteRequest,
          response: { 200: PrizeShipmentQuote },
        },
        onRequest: member,
      },
      async (req) => ({ data: { shipping_fee: await quoteShipment(ctx.db, userOf(req).id, req.body, req.locale) } }),
    );

    app.get(
      '/prize-shipment/:shipment_id',
      {
        schema: {
          tags,
          operationId: 'getPrizeShipment',
          summary: "One of the member's prize shipments",
          params: PrizeShipmentParams,
          response: { 200: PrizeShipmentBody },
        },
        onRequest: member,
      },
      async (req) => {
        const row = await readableShipment(ctx.db, req.params.shipment_id, userOf(req).id);
        return { data: await shipmentRecord(ctx.db, row, req.locale) };
      },
    );

    app.post(
      '/prize-shipment/:shipment_id',
      {
        schema: {
          tags,
          operationId: 'payPrizeShipmentAgain',
          summary: 'Starts a new payment for an unpaid prize shipment before its deadline (40039 when it cannot be paid)',
          params: PrizeShipmentParams,
          body: PrizeShipmentPayAgain,
          response: { 200: PrizeShipmentBody },
        },
        onRequest: member,
      },
      async (req) => {
        const row = await readableShipment(ctx.db, req.params.shipment_id, userOf(req).id);
        return { data: await payShipmentAgain(ctx.db, row, req.body.method, req.locale) };
      },
    );
  };
}
