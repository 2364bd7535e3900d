import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminIdParams, AdminThemeBody, AdminThemeList, ThemeRequest } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { operatorOf, requireOperator } from '../operator/access';
import { adminThemes, createTheme, removeTheme, updateTheme } from './admin-themes';

const tags = ['admin'];

/** /api/admin/v1/themes: the shop's themes (owner, merchandiser). */
export default function themeAdminRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const catalogue = requireOperator(ctx, 'catalogue');
    const schema = (operationId: string, summary: string) => ({ tags, operationId, summary });

    app.get(
      '/themes',
      {
        schema: {
          ...schema('listAdminThemes', 'Every theme in shop order (owner, merchandiser)'),
          response: { 200: AdminThemeList },
        },
        onRequest: catalogue,
      },
      async () => ({ data: await adminThemes(ctx.db) }),
    );
    app.post(
      '/themes',
      {
        schema: {
          ...schema('createTheme', 'Creates a theme (owner, merchandiser)'),
          body: ThemeRequest,
          response: { 201: AdminThemeBody },
        },
        onRequest: catalogue,
      },
      async (req, reply) => reply.status(201).send({ data: await createTheme(ctx.db, ctx.config, req.body, operatorOf(req)) }),
    );
    app.put(
      '/themes/:id',
      {
        schema: {
          ...schema('updateTheme', 'Changes a theme (owner, merchandiser)'),
          params: AdminIdParams,
          body: ThemeRequest,
          response: { 200: AdminThemeBody },
        },
        onRequest: catalogue,
      },
      async (req) => ({ data: await updateTheme(ctx.db, ctx.config, req.params.id, req.body, operatorOf(req)) }),
    );
    app.delete(
      '/themes/:id',
      {
        schema: {
          ...schema('removeTheme', 'Removes a theme no product is in (owner, merchandiser)'),
          params: AdminIdParams,
          response: { 200: AdminThemeBody },
        },
        onRequest: catalogue,
      },
      async (req) => ({ data: await removeTheme(ctx.db, req.params.id, operatorOf(req)) }),
    );
  };
}
