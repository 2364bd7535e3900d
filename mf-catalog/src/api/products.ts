import type {
  ArrivalNoticeBody,
  ArrivalNoticeResult,
  ProductDetailBody,
  ProductList,
  ProductListQuery,
} from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

export const getProducts = (query: ProductListQuery = {}, options?: CallOptions) =>
  callApi<ProductList>({ method: 'GET', url: 'product', params: query }, options);

export const getProduct = (productId: number, options?: CallOptions) =>
  callApi<ProductDetailBody>({ method: 'GET', url: `product/${productId}` }, options);

/** Back-in-stock notice: a signed-in member's own address is used when `email` is omitted. */
export const requestArrivalNotice = (productId: number, body: ArrivalNoticeBody, options?: CallOptions) =>
  callApi<ArrivalNoticeResult>({ method: 'POST', url: `product/${productId}/arrival-notice`, data: body }, options);
