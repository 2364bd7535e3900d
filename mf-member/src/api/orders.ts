import type { OrderList, OrderListQuery } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** GET order: the member's orders, newest first, a page at a time, optionally of one status. */
export const getOrders = (query: OrderListQuery, options?: CallOptions) =>
  callApi<OrderList>({ method: 'GET', url: 'order', params: query }, options);
