import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AdminArticleBody, AdminArticleList, AdminIdParams, ArticleRequest, PagingQuery } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { operatorOf, requireOperator } from '../operator/access';
import { adminArticle, adminArticles, createArticle, removeArticle, updateArticle } from './admin-articles';

const tags = ['admin'];
const ArticlePaging = Type.Object(PagingQuery, { additionalProperties: false });

/** /api/admin/v1/articles: the shop's news (owner, merchandiser); bodies are stored sanitised. */
export default function articleAdminRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const catalogue = requireOperator(ctx, 'catalogue');
    const schema = (operationId: string, summary: string) => ({ tags, operationId, summary });

    app.get(
      '/articles',
      {
        schema: {
          ...schema('listAdminArticles', 'News articles, newest first, in every language (owner, merchandiser)'),
          querystring: ArticlePaging,
          response: { 200: AdminArticleList },
        },
        onRequest: catalogue,
      },
      async (req) => adminArticles(ctx.db, req.query),
    );
    app.get(
      '/articles/:id',
      {
        schema: {
          ...schema('readAdminArticle', 'A news article in every language (owner, merchandiser)'),
          params: AdminIdParams,
          response: { 200: AdminArticleBody },
        },
        onRequest: catalogue,
      },
      async (req) => ({ data: await adminArticle(ctx.db, req.params.id) }),
    );
    app.post(
      '/articles',
      {
        schema: {
          ...schema('createArticle', 'Publishes a news article; its HTML is sanitised (owner, merchandiser)'),
          body: ArticleRequest,
          response: { 201: AdminArticleBody },
        },
        onRequest: catalogue,
      },
      async (req, reply) => reply.status(201).send({ data: await createArticle(ctx.db, ctx.config, req.body, operatorOf(req)) }),
    );
    app.put(
      '/articles/:id',
      {
        schema: {
          ...schema('updateArticle', 'Changes a news article; its HTML is sanitised (owner, merchandiser)'),
          params: AdminIdParams,
          body: ArticleRequest,
          response: { 200: AdminArticleBody },
        },
        onRequest: catalogue,
      },
      async (req) => ({ data: await updateArticle(ctx.db, ctx.config, req.params.id, req.body, operatorOf(req)) }),
    );
    app.delete(
      '/articles/:id',
      {
        schema: {
          ...schema('removeArticle', 'Removes a news article (owner, merchandiser)'),
          params: AdminIdParams,
          response: { 200: AdminArticleBody },
        },
        onRequest: catalogue,
      },
      async (req) => ({ data: await removeArticle(ctx.db, req.params.id, operatorOf(req)) }),
    );
  };
}
