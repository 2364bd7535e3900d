import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArticleDetail, ArticleList, ArticleListQuery, IdParams } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { fail } from '../../platform/errors';
import { getArticle, listArticles } from './service';

export default function articleRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/article', {
      schema: { tags: ['catalogue'], summary: 'News articles, newest first', querystring: ArticleListQuery, response: { 200: ArticleList } },
    }, async (req) => ctx.cache.get(req, () => listArticles(ctx.db, req.query, req.locale)));

    app.get('/article/:id', {
      schema: { tags: ['catalogue'], summary: 'News article with HTML body', params: IdParams, response: { 200: ArticleDetail } },
    }, async (req) => {
      const a = await getArticle(ctx.db, req.params.id, req.locale);
      if (!a) fail('NOT_FOUND');
      return { data: a };
    });
  };
}
