import type { KujiOrderList, KujiOrderListQuery } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** GET kuji-order: the member's Ichiban Kuji orders (kuji history) with their prizes, newest first, a page at a time. */
export const getKujiOrders = (query: KujiOrderListQuery, options?: CallOptions) =>
  callApi<KujiOrderList>({ method: 'GET', url: 'kuji-order', params: query }, options);
