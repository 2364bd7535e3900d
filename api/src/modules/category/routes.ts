import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CategoryList } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { listCategories } from './service';

export default function categoryRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/category',
      {
        schema: {
          tags: ['catalogue'],
          operationId: 'listCategories',
          summary: 'Product categories',
          response: { 200: CategoryList },
        },
      },
      async (req) => ctx.cache.get(req, async () => ({ data: await listCategories(ctx.db, req.locale) })),
    );
  };
}
