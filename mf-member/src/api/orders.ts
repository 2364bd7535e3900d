import type { OrderCancelBody, OrderList, OrderListQuery } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** GET order: the member's orders, newest first, a page at a time, optionally of one status. */
export const getOrders = (query: OrderListQuery, options?: CallOptions) =>
  callApi<OrderList>({ method: 'GET', url: 'order', params: query }, options);

/** POST order/{id}/cancel: ends the member's own unpaid order (stock and coupon go back, its lines to the cart). */
export const cancelOrder = (orderId: number, options?: CallOptions) =>
  callApi<OrderCancelBody>({ method: 'POST', url: `order/${orderId}/cancel` }, options);
