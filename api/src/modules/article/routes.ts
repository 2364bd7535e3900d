import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArticleDetail, ArticleList, ArticleListQuery, IdParams } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { fail } from '../../platform/errors';
import { getArticle, listArticles } from './service';

const tags = ['catalogue'];

export default function articleRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/article',
      {
        schema: {
          tags,
          operationId: 'listArticles',
          summary: 'News articles, newest first',
          querystring: ArticleListQuery,
          response: { 200: ArticleList },
        },
      },
      async (req) => ctx.cache.get(req, () => listArticles(ctx.db, req.query, req.locale)),
    );

    app.get(
      '/article/:id',
      {
        schema: {
          tags,
          operationId: 'getArticle',
          summary: 'News article with HTML body',
          params: IdParams,
          response: { 200: ArticleDetail },
        },
      },
      async (req) => {
        const article = await getArticle(ctx.db, req.params.id, req.locale);
        if (!article) fail('NOT_FOUND');
        return { data: article };
      },
    );
  };
}
