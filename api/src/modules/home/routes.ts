import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HomeBody } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { homeStock } from '../product/live-stock';
import { homePage } from './service';

export default function homeRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/index',
      {
        schema: {
          tags: ['catalogue'],
          operationId: 'getHome',
          summary: 'Home page: banners, featured this month, popular, hot news, lucky bags',
          response: { 200: HomeBody },
        },
      },
      async (req) => ctx.cache.get(req, async () => ({ data: await homePage(ctx.db, req.locale) }), { live: homeStock }),
    );
  };
}
