import type {
  OrderBody,
  OrderCancelBody,
  OrderCreate,
  OrderList,
  OrderCreated,
  OrderPayAgain,
  OrderQuoteBody,
  OrderQuoteRequest,
} from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/**
 * POST order. `idempotencyKey` names this checkout attempt: sending the same request again (a retry after a
 * network failure) answers the same order instead of a second one. `admission`: a drop's header
 * (X-Drop-Admission) when a product in the order sells through a waiting room.
 */
export const createOrder = (
  body: OrderCreate,
  idempotencyKey: string,
  options?: CallOptions,
  admission: Record<string, string> = {},
) =>
  callApi<OrderCreated>(
    { method: 'POST', url: 'order', data: body, headers: { ...admission, 'Idempotency-Key': idempotencyKey } },
    options,
  );

/** POST order/coupon (members): the order's amounts with a coupon, or without one. */
export const quoteOrder = (body: OrderQuoteRequest, options?: CallOptions) =>
  callApi<OrderQuoteBody>({ method: 'POST', url: 'order/coupon', data: body }, options);

/** GET order/{id}: the member's own order, or a visitor's with the guest token from the mailed link. */
export const getOrder = (orderId: number, token?: string, options?: CallOptions) =>
  callApi<OrderBody>({ method: 'GET', url: `order/${orderId}`, params: token ? { token } : undefined }, options);

/** POST order/{id}: a new payment for an unpaid order (the earlier one is canceled). */
export const payAgain = (orderId: number, body: OrderPayAgain, token?: string, options?: CallOptions) =>
  callApi<OrderBody>({ method: 'POST', url: `order/${orderId}`, data: body, params: token ? { token } : undefined }, options);

/** GET order?awaiting_payment=true (members): their orders still waiting for a payment, newest first. */
export const getAwaitingOrders = (options?: CallOptions) =>
  callApi<OrderList>({ method: 'GET', url: 'order', params: { awaiting_payment: true, page_size: 5 } }, options);

/** POST order/{id}/cancel: ends the shopper's own unpaid order (its stock and coupon go back; a member's lines to the cart). */
export const cancelOrder = (orderId: number, token?: string, options?: CallOptions) =>
  callApi<OrderCancelBody>({ method: 'POST', url: `order/${orderId}/cancel`, params: token ? { token } : undefined }, options);
