import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AdminOrderBody,
  AdminOrderExportQuery,
  AdminOrderList,
  AdminOrderListQuery,
  AdminOrderParams,
} from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { requireOperator } from '../operator/access';
import { ordersCsv } from './admin-csv';
import { exportOrders, findOrders } from './admin-list';
import { adminOrderRecord } from './admin-record';

// /api/admin/v1/orders: the operator console's orders, for staff and the owner.

const tags = ['admin-orders'];
const Csv = Type.String({ description: 'UTF-8 with a byte-order mark, a header row, RFC 4180 quoting' });

export default function adminOrderRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const orders = requireOperator(ctx, 'orders');

    app.get(
      '/orders',
      {
        schema: {
          tags,
          operationId: 'listAdminOrders',
          summary: 'Finds orders by status, day, payment method, destination, buyer, e-invoice or text; newest first',
          querystring: AdminOrderListQuery,
          response: { 200: AdminOrderList },
        },
        onRequest: orders,
      },
      async (req) => findOrders(ctx.db, req.query),
    );

    app.get(
      '/orders.csv',
      {
        schema: {
          tags,
          operationId: 'exportAdminOrders',
          summary: 'The orders the same filters find, up to 10,000, as CSV for Excel',
          querystring: AdminOrderExportQuery,
          response: { 200: { description: 'The orders, newest first', content: { 'text/csv': { schema: Csv } } } },
        },
        onRequest: orders,
      },
      async (req, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="orders.csv"')
          .send(ordersCsv(await exportOrders(ctx.db, req.query))),
    );

    app.get(
      '/orders/:order_id',
      {
        schema: {
          tags,
          operationId: 'getAdminOrder',
          summary: "The order's whole record: items, recipient, buyer, steps, notices, payments, refunds, invoice",
          params: AdminOrderParams,
          response: { 200: AdminOrderBody },
        },
        onRequest: orders,
      },
      async (req) => ({ data: await adminOrderRecord(ctx.db, req.params.order_id, req.locale) }),
    );
  };
}
