import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminIdParams,
  AdminProductBody,
  AdminProductList,
  AdminProductQuery,
  NewProductRequest,
  ProductChangeRequest,
  StockChangeRequest,
} from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { operatorOf, requireOperator } from '../operator/access';
import { adminProduct, changeStock, createProduct, listAdminProducts, setProductOnSale, updateProduct } from './admin-products';

const tags = ['admin'];

/** /api/admin/v1/products: the console's catalogue of products (owner, merchandiser). */
export default function productAdminRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const catalogue = requireOperator(ctx, 'catalogue');

    app.get(
      '/products',
      {
        schema: {
          tags,
          operationId: 'listAdminProducts',
          summary: 'Products by name or SKU, category, on sale or not, lucky bags; newest first (owner, merchandiser)',
          querystring: AdminProductQuery,
          response: { 200: AdminProductList },
        },
        onRequest: catalogue,
      },
      async (req) => listAdminProducts(ctx.db, req.query),
    );

    app.get(
      '/products/:id',
      {
        schema: {
          tags,
          operationId: 'readAdminProduct',
          summary: 'A product whole: names, texts, prices, stock, themes, pictures, sizes, set items (owner, merchandiser)',
          params: AdminIdParams,
          response: { 200: AdminProductBody },
        },
        onRequest: catalogue,
      },
      async (req) => ({ data: await adminProduct(ctx.db, req.params.id) }),
    );

    app.post(
      '/products',
      {
        schema: {
          tags,
          operationId: 'createProduct',
          summary: 'Creates a product, on sale at once; a size when `variant_of` is given (owner, merchandiser)',
          body: NewProductRequest,
          response: { 201: AdminProductBody },
        },
        onRequest: catalogue,
      },
      async (req, reply) => {
        const product = await createProduct(ctx.db, ctx.config, req.body, operatorOf(req));
        return reply.status(201).send({ data: product });
      },
    );

    app.patch(
      '/products/:id',
      {
        schema: {
          tags,
          operationId: 'updateProduct',
          summary: 'Changes the fields given (not the stock: see /stock) (owner, merchandiser)',
          params: AdminIdParams,
          body: ProductChangeRequest,
          response: { 200: AdminProductBody },
        },
        onRequest: catalogue,
      },
      async (req) => ({ data: await updateProduct(ctx.db, ctx.config, req.params.id, req.body, operatorOf(req)) }),
    );

    app.post(
      '/products/:id/stock',
      {
        schema: {
          tags,
          operationId: 'changeProductStock',
          summary: 'Moves the stock by `delta`, beside any checkout taking stock meanwhile (owner, merchandiser)',
          params: AdminIdParams,
          body: StockChangeRequest,
          response: { 200: AdminProductBody },
        },
        onRequest: catalogue,
      },
      async (req) => ({ data: await changeStock(ctx.db, req.params.id, req.body.delta, operatorOf(req)) }),
    );

    for (const [verb, onSale] of [
      ['withdraw', false],
      ['restore', true],
    ] as const) {
      app.post(
        `/products/:id/${verb}`,
        {
          schema: {
            tags,
            operationId: `${verb}Product`,
            summary: onSale
              ? 'Puts a product on sale again (owner, merchandiser)'
              : 'Takes a product off sale; it is never deleted, as orders reference it (owner, merchandiser)',
            params: AdminIdParams,
            response: { 200: AdminProductBody },
          },
          onRequest: catalogue,
        },
        async (req) => ({ data: await setProductOnSale(ctx.db, req.params.id, onSale, operatorOf(req)) }),
      );
    }
  };
}
