import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CartBody, CartUpdate } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { requireUser, userOf } from '../../platform/auth';
import { getCart, updateCart } from './service';

export default function cartRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/cart',
      {
        schema: {
          tags: ['cart'],
          operationId: 'getCart',
          summary: "The member's cart with each item's state",
          response: { 200: CartBody },
        },
        onRequest: requireUser(ctx.tokens),
      },
      async (req) => getCart(ctx.db, userOf(req).id, ctx.config.cartLimit, req.locale),
    );

    app.post(
      '/cart',
      {
        schema: {
          tags: ['cart'],
          operationId: 'updateCart',
          summary: 'Sets the amount of a product in the cart (0 removes it)',
          body: CartUpdate,
          response: { 200: CartBody },
        },
        onRequest: requireUser(ctx.tokens),
      },
      async (req) => {
        const user = userOf(req);
        await updateCart(ctx.db, user.id, ctx.config.cartLimit, req.body);
        return getCart(ctx.db, user.id, ctx.config.cartLimit, req.locale);
      },
    );
  };
}
