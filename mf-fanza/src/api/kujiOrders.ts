import type {
  KujiCouponRequest,
  KujiDrawBody,
  KujiOpenedBody,
  KujiOrderBody,
  KujiOrderList,
  KujiOrderListQuery,
  KujiOrderRequest,
  KujiPrizeList,
  KujiOrderPayAgain,
  KujiQuoteBody,
} from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** POST kuji-order/coupon: what a coupon takes off these draws (nothing is held). */
export const quoteKujiOrder = (body: KujiCouponRequest, options?: CallOptions) =>
  callApi<KujiQuoteBody>({ method: 'POST', url: 'kuji-order/coupon', data: body }, options);

/**
 * POST kuji-order: holds the tickets and starts the payment. `idempotencyKey` names this attempt: sending it
 * again (a retry after a lost answer) answers the same order instead of holding tickets twice. `admission`: a
 * drop's header (X-Drop-Admission) when the campaign sells through a waiting room.
 */
export const createKujiOrder = (
  body: KujiOrderRequest,
  idempotencyKey: string,
  options?: CallOptions,
  admission: Record<string, string> = {},
) =>
  callApi<KujiOrderBody>(
    { method: 'POST', url: 'kuji-order', data: body, headers: { ...admission, 'Idempotency-Key': idempotencyKey } },
    options,
  );

/** GET kuji-order: the member's kuji orders, newest first. */
export const getKujiOrders = (query: KujiOrderListQuery, options?: CallOptions) =>
  callApi<KujiOrderList>({ method: 'GET', url: 'kuji-order', params: query }, options);

/** GET kuji-order/{id}: one of the member's kuji orders, with its payment and prizes. */
export const getKujiOrder = (orderId: number, options?: CallOptions) =>
  callApi<KujiOrderBody>({ method: 'GET', url: `kuji-order/${orderId}` }, options);

/** POST kuji-order/{id}: a new payment for an unpaid order (the earlier one is canceled), its tickets still held. */
export const payKujiOrderAgain = (orderId: number, body: KujiOrderPayAgain, options?: CallOptions) =>
  callApi<KujiOrderBody>({ method: 'POST', url: `kuji-order/${orderId}`, data: body }, options);

/** GET kuji-order/{id}/prizes: what the order won, with each prize's shipping state. */
export const getKujiPrizes = (orderId: number, options?: CallOptions) =>
  callApi<KujiPrizeList>({ method: 'GET', url: `kuji-order/${orderId}/prizes` }, options);

/**
 * GET kuji-order/{id}/draw (SPEC §7: no global error): the paid order's tickets, the same ones every time. The
 * draw show says itself why there are none (not paid yet, not this member's order).
 */
export const getKujiDraw = (orderId: number, options?: CallOptions) =>
  callApi<KujiDrawBody>({ method: 'GET', url: `kuji-order/${orderId}/draw` }, { ...options, noGlobalError: true });

/** POST kuji-order/{id}/cancel: ends the member's unpaid order now; its tickets and coupon go back at once. */
export const cancelKujiOrder = (orderId: number, options?: CallOptions) =>
  callApi<KujiOrderBody>({ method: 'POST', url: `kuji-order/${orderId}/cancel` }, options);

/** POST kuji-order/{id}/opened: how many tickets the draw show opened, kept for the member's other devices. */
export const recordTicketsOpened = (orderId: number, opened: number, options?: CallOptions) =>
  callApi<KujiOpenedBody>({ method: 'POST', url: `kuji-order/${orderId}/opened`, data: { opened } }, options);
