import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminOrderShip,
  AdminPrizeShipmentData,
  AdminPrizeShipmentList,
  AdminPrizeShipmentParams,
  AdminPrizeShipmentQuery,
} from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { operatorOf, requireOperator } from '../operator/access';
import { listShipments, readShipment, shipAdminShipment } from './admin-shipments';

// /api/admin/v1/prize-shipments: the prizes members asked to have shipped, and shipping them. With the kuji
// campaigns (permission kuji: the owner and merchandisers).

const tags = ['admin-kuji'];

export default function adminPrizeShipmentRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const kuji = requireOperator(ctx, 'kuji');
    const refusals = '400 40004 bad input, 401 40141 no operator session, 403 40340 the role may not';

    app.get(
      '/prize-shipments',
      {
        schema: {
          tags,
          operationId: 'listAdminPrizeShipments',
          summary: 'Prize shipments of one status: paid (waiting to be shipped, the longest waiting first) by default',
          querystring: AdminPrizeShipmentQuery,
          response: { 200: AdminPrizeShipmentList },
        },
        onRequest: kuji,
      },
      async (req) => listShipments(ctx.db, req.query),
    );

    app.post(
      '/prize-shipments/:shipment_id/ship',
      {
        schema: {
          tags,
          operationId: 'shipAdminPrizeShipment',
          summary: 'Ships a paid prize shipment with its carrier and tracking code; its member is mailed',
          description: `${refusals}; 404 40458 no such shipment; 409 40938 not paid, already shipped or expired.`,
          params: AdminPrizeShipmentParams,
          body: AdminOrderShip,
          response: { 200: AdminPrizeShipmentData },
        },
        onRequest: kuji,
      },
      async (req) => {
        const parcel = { carrier: req.body.carrier.trim(), trackingCode: req.body.tracking_code };
        await shipAdminShipment(ctx.db, operatorOf(req), req.params.shipment_id, parcel);
        return { data: await readShipment(ctx.db, req.params.shipment_id) };
      },
    );
  };
}
