import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminMemberBody,
  AdminMemberChangeBody,
  AdminMemberList,
  AdminMemberParams,
  AdminMemberQuery,
} from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { listKujiOrders } from '../kuji-order/service';
import { operatorOf, requireOperator } from '../operator/access';
import { listOrders } from '../order/service';
import { adminMember, findMembers, setMemberStatus } from './admin-members';

const tags = ['admin'];

/** /api/admin/v1/members: find a member, see their orders and kuji orders, disable or enable the account. */
export default function memberAdminRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const members = requireOperator(ctx, 'members');

    app.get(
      '/members',
      {
        schema: {
          tags,
          operationId: 'findMembers',
          summary: 'Members whose e-mail, name or phone number contains `q`, newest first (owner, staff)',
          querystring: AdminMemberQuery,
          response: { 200: AdminMemberList },
        },
        onRequest: members,
      },
      async (req) => findMembers(ctx.db, req.query),
    );

    app.get(
      '/members/:id',
      {
        schema: {
          tags,
          operationId: 'readMember',
          summary: 'A member with their latest 20 orders and kuji orders (owner, staff)',
          params: AdminMemberParams,
          response: { 200: AdminMemberBody },
        },
        onRequest: members,
      },
      async (req) => {
        const member = await adminMember(ctx.db, req.params.id);
        const page = { page: 1, page_size: 20 };
        const [orders, kujiOrders] = await Promise.all([
          listOrders(ctx.db, member.id, page, req.locale),
          // The console shows what was bought, not how to pay: no payment of the member's is read.
          listKujiOrders(ctx.db, member.id, page, req.locale, async () => null),
        ]);
        return { data: { member, orders, kuji_orders: kujiOrders } };
      },
    );

    for (const [verb, status] of [
      ['disable', 'disabled'],
      ['enable', 'active'],
    ] as const) {
      app.post(
        `/members/:id/${verb}`,
        {
          schema: {
            tags,
            operationId: `${verb}Member`,
            summary:
              verb === 'disable'
                ? "Disables a member's account: no sign-in, and every token they hold stops working (owner, staff)"
                : "Enables a disabled member's account again (owner, staff)",
            params: AdminMemberParams,
            response: { 200: AdminMemberChangeBody },
          },
          onRequest: members,
        },
        async (req) => ({ data: await setMemberStatus(ctx.db, req.params.id, status, operatorOf(req)) }),
      );
    }
  };
}
