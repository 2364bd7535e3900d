import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCategoryBody, AdminCategoryList, AdminIdParams, CategoryRequest } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { operatorOf, requireOperator } from '../operator/access';
import { adminCategories, createCategory, removeCategory, updateCategory } from './admin-categories';

const tags = ['admin'];

/** /api/admin/v1/categories: the shop's categories (owner, merchandiser). */
export default function categoryAdminRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const catalogue = requireOperator(ctx, 'catalogue');
    const schema = (operationId: string, summary: string) => ({ tags, operationId, summary });

    app.get(
      '/categories',
      {
        schema: {
          ...schema('listAdminCategories', 'Every category in shop order (owner, merchandiser)'),
          response: { 200: AdminCategoryList },
        },
        onRequest: catalogue,
      },
      async () => ({ data: await adminCategories(ctx.db) }),
    );
    app.post(
      '/categories',
      {
        schema: {
          ...schema('createCategory', 'Creates a category (owner, merchandiser)'),
          body: CategoryRequest,
          response: { 201: AdminCategoryBody },
        },
        onRequest: catalogue,
      },
      async (req, reply) => reply.status(201).send({ data: await createCategory(ctx.db, req.body, operatorOf(req)) }),
    );
    app.put(
      '/categories/:id',
      {
        schema: {
          ...schema('updateCategory', "Changes a category's names and place (owner, merchandiser)"),
          params: AdminIdParams,
          body: CategoryRequest,
          response: { 200: AdminCategoryBody },
        },
        onRequest: catalogue,
      },
      async (req) => ({ data: await updateCategory(ctx.db, req.params.id, req.body, operatorOf(req)) }),
    );
    app.delete(
      '/categories/:id',
      {
        schema: {
          ...schema('removeCategory', 'Removes a category no product is in (owner, merchandiser)'),
          params: AdminIdParams,
          response: { 200: AdminCategoryBody },
        },
        onRequest: catalogue,
      },
      async (req) => ({ data: await removeCategory(ctx.db, req.params.id, operatorOf(req)) }),
    );
  };
}
