import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminBannerBody, AdminBannerList, AdminIdParams, BannerRequest } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { operatorOf, requireOperator } from '../operator/access';
import { adminBanners, createBanner, removeBanner, updateBanner } from './admin-banners';

const tags = ['admin'];

/** /api/admin/v1/banners: the home page's banners (owner, merchandiser). */
export default function bannerAdminRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const catalogue = requireOperator(ctx, 'catalogue');
    const schema = (operationId: string, summary: string) => ({ tags, operationId, summary });

    app.get(
      '/banners',
      {
        schema: {
          ...schema('listAdminBanners', 'The home page banners in order (owner, merchandiser)'),
          response: { 200: AdminBannerList },
        },
        onRequest: catalogue,
      },
      async () => ({ data: await adminBanners(ctx.db) }),
    );
    app.post(
      '/banners',
      {
        schema: {
          ...schema('createBanner', 'Adds a home page banner (owner, merchandiser)'),
          body: BannerRequest,
          response: { 201: AdminBannerBody },
        },
        onRequest: catalogue,
      },
      async (req, reply) => reply.status(201).send({ data: await createBanner(ctx.db, ctx.config, req.body, operatorOf(req)) }),
    );
    app.put(
      '/banners/:id',
      {
        schema: {
          ...schema('updateBanner', 'Changes a banner (owner, merchandiser)'),
          params: AdminIdParams,
          body: BannerRequest,
          response: { 200: AdminBannerBody },
        },
        onRequest: catalogue,
      },
      async (req) => ({ data: await updateBanner(ctx.db, ctx.config, req.params.id, req.body, operatorOf(req)) }),
    );
    app.delete(
      '/banners/:id',
      {
        schema: {
          ...schema('removeBanner', 'Takes a banner off the home page (owner, merchandiser)'),
          params: AdminIdParams,
          response: { 200: AdminBannerBody },
        },
        onRequest: catalogue,
      },
      async (req) => ({ data: await removeBanner(ctx.db, req.params.id, operatorOf(req)) }),
    );
  };
}
