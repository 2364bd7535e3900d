import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AdminOrderBody,
  AdminOrderExportQuery,
  AdminOrderList,
  AdminOrderListQuery,
  AdminOrderParams,
  AdminOrderRefund,
  AdminOrderResend,
  AdminOrderShip,
} from '@shop/shared/contract';
import type { Ctx } from '../../context';
import type { Db } from '../../db/client';
import { operatorOf, requireOperator, type SignedInOperator } from '../operator/access';
import {
  advanceOrder,
  approveOrderCancellation,
  cancelOrder,
  declineOrderCancellation,
  finishOrder,
  refundOrder,
  resendNotice,
  shipOrder,
} from './admin-actions';
import { ordersCsv } from './admin-csv';
import { exportOrders, findOrders } from './admin-list';
import { adminOrderRecord } from './admin-record';

// /api/admin/v1/orders: the operator console's orders. Staff and the owner; refunds need the refunds permission.

const tags = ['admin-orders'];
const Csv = Type.String({ description: 'UTF-8 with a byte-order mark, a header row, RFC 4180 quoting' });

type Moved = (db: Db, operator: SignedInOperator, orderId: number) => Promise<void>;

/** The actions without a body: name, summary, service. */
const plainMoves: [string, string, string, Moved][] = [
  [
    'advance',
    'advanceAdminOrder',
    'Takes the order its next step: a paid order established to picking, a shipped one to finished',
    advanceOrder,
  ],
  ['finish', 'finishAdminOrder', 'Marks a shipped order finished (its buyer is mailed)', finishOrder],
  [
    'cancel',
    'cancelAdminOrder',
    'The shop cancels the order: an unpaid one at once; a paid one not shipped is refunded in full, canceled once the money is back',
    cancelOrder,
  ],
  [
    'approve-cancel',
    'approveAdminOrderCancellation',
    "Approves the buyer's cancellation request: stock and coupon go back, the payment is refunded in full",
    approveOrderCancellation,
  ],
  [
    'decline-cancel',
    'declineAdminOrderCancellation',
    "Declines the buyer's cancellation request: the order goes back where it was",
    declineOrderCancellation,
  ],
];

export default function adminOrderRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const orders = requireOperator(ctx, 'orders');
    const refunds = requireOperator(ctx, 'refunds');
    const refusals =
      '400 40004 bad input, 401 40141 no operator session, 403 40340 the role may not, 404 40440 no such order, ' +
      "409 40990 the order's status does not allow it.";

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

    for (const [name, operationId, summary, move] of plainMoves)
      app.post(
        `/orders/:order_id/${name}`,
        {
          schema: {
            tags,
            operationId,
            summary,
            description: refusals,
            params: AdminOrderParams,
            response: { 200: AdminOrderBody },
          },
          onRequest: orders,
        },
        async (req) => {
          await move(ctx.db, operatorOf(req), req.params.order_id);
          return { data: await adminOrderRecord(ctx.db, req.params.order_id, req.locale) };
        },
      );

    app.post(
      '/orders/:order_id/ship',
      {
        schema: {
          tags,
          operationId: 'shipAdminOrder',
          summary: 'Ships a picking order with its carrier and tracking code; its buyer is mailed',
          description: refusals,
          params: AdminOrderParams,
          body: AdminOrderShip,
          response: { 200: AdminOrderBody },
        },
        onRequest: orders,
      },
      async (req) => {
        const parcel = { carrier: req.body.carrier.trim(), trackingCode: req.body.tracking_code };
        await shipOrder(ctx.db, operatorOf(req), req.params.order_id, parcel);
        return { data: await adminOrderRecord(ctx.db, req.params.order_id, req.locale) };
      },
    );

    app.post(
      '/orders/:order_id/refund',
      {
        schema: {
          tags,
          operationId: 'refundAdminOrder',
          summary: "Gives back part (or the rest) of a paid order's payment; the order goes on",
          description: `${refusals} 403 40341 above the staff member's refund limit (per order); 409 also when more than is left.`,
          params: AdminOrderParams,
          body: AdminOrderRefund,
          response: { 200: AdminOrderBody },
        },
        onRequest: refunds,
      },
      async (req) => {
        await refundOrder(ctx.db, operatorOf(req), req.params.order_id, req.body.amount);
        return { data: await adminOrderRecord(ctx.db, req.params.order_id, req.locale) };
      },
    );

    app.post(
      '/orders/:order_id/resend',
      {
        schema: {
          tags,
          operationId: 'resendAdminOrderNotice',
          summary: 'Mails one of the notices the order has had again, as the order reads now',
          description: `${refusals} 409 also for a notice the order never had.`,
          params: AdminOrderParams,
          body: AdminOrderResend,
          response: { 200: AdminOrderBody },
        },
        onRequest: orders,
      },
      async (req) => {
        await resendNotice(ctx.db, operatorOf(req), req.params.order_id, req.body.event);
        return { data: await adminOrderRecord(ctx.db, req.params.order_id, req.locale) };
      },
    );
  };
}
