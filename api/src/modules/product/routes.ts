import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, ProductDetailBody, ProductList, ProductListQuery } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { fail } from '../../platform/errors';
import { getProduct, listProducts, productDetail } from './service';

export default function productRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/product', {
      schema: { tags: ['catalogue'], summary: 'Product list: filters, keyword search (all languages), sort, paging', querystring: ProductListQuery, response: { 200: ProductList } },
    }, async (req) => ctx.cache.get(req, () => listProducts(ctx.db, req.query, req.locale)));

    app.get('/product/:id', {
      schema: { tags: ['catalogue'], summary: 'Product detail with flags, stock and recommendations', params: IdParams, response: { 200: ProductDetailBody } },
    }, async (req) => ctx.cache.get(req, async () => {
      const p = await getProduct(ctx.db, req.params.id);
      if (!p) fail('NOT_FOUND');
      return { data: await productDetail(ctx.db, p, req.locale) };
    }));
  };
}
