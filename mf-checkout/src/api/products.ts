import type { ProductDetailBody } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

export const getProduct = (productId: number, options?: CallOptions) =>
  callApi<ProductDetailBody>({ method: 'GET', url: `product/${productId}` }, options);
