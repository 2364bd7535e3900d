import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, ProductList, ThemeDetail, ThemeList, ThemeListQuery, ThemeProductQuery } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { fail } from '../../platform/errors';
import { listStock } from '../product/live-stock';
import { listProducts } from '../product/service';
import { getTheme, listThemes } from './service';

const tags = ['catalogue'];

export default function themeRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/theme',
      {
        schema: {
          tags,
          operationId: 'listThemes',
          summary: 'Themes (the nav asks for count=10); list in data_infos',
          querystring: ThemeListQuery,
          response: { 200: ThemeList },
        },
      },
      async (req) =>
        ctx.cache.get(req, async () => ({ data_infos: await listThemes(ctx.db, req.query.count ?? 100, req.locale) })),
    );

    app.get(
      '/theme/:id',
      {
        schema: { tags, operationId: 'getTheme', summary: 'Theme detail', params: IdParams, response: { 200: ThemeDetail } },
      },
      async (req) => {
        const theme = await getTheme(ctx.db, req.params.id, req.locale);
        if (!theme) fail('NOT_FOUND');
        return { data: theme };
      },
    );

    app.get(
      '/theme/:id/product',
      {
        schema: {
          tags,
          operationId: 'listThemeProducts',
          summary: "A theme's products",
          params: IdParams,
          querystring: ThemeProductQuery,
          response: { 200: ProductList },
        },
      },
      async (req) =>
        ctx.cache.get(
          req,
          async () => {
            if (!(await getTheme(ctx.db, req.params.id, req.locale))) fail('NOT_FOUND');
            return listProducts(ctx.db, { ...req.query, themeId: req.params.id }, req.locale);
          },
          { live: listStock },
        ),
    );
  };
}
