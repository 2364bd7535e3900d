import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, ProductDetailBody, ProductList, ProductListQuery } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { fail } from '../../platform/errors';
import { detailStock, listStock } from './live-stock';
import { listProducts, productDetail } from './service';

const tags = ['catalogue'];

export default function productRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/product',
      {
        schema: {
          tags,
          operationId: 'listProducts',
          summary: 'Product list: filters, keyword search (all languages), sort, paging',
          querystring: ProductListQuery,
          response: { 200: ProductList },
        },
      },
      async (req) => {
        const load = () => listProducts(ctx.db, req.query, req.locale);
        // Which products pass an in-stock or sold-out filter moves with every sale: such pages are read afresh.
        const byStock = req.query.availability === 'available' || req.query.availability === 'sold_out';
        return byStock ? load() : ctx.cache.get(req, load, { live: listStock });
      },
    );

    app.get(
      '/product/:id',
      {
        schema: {
          tags,
          operationId: 'getProduct',
          summary: 'Product detail with flags, stock and recommendations',
          params: IdParams,
          response: { 200: ProductDetailBody },
        },
      },
      async (req) =>
        ctx.cache.get(
          req,
          async () => {
            const detail = await productDetail(ctx.db, req.params.id, req.locale);
            if (!detail) fail('NOT_FOUND');
            return { data: detail };
          },
          { live: detailStock },
        ),
    );
  };
}
