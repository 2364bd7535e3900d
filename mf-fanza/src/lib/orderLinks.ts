import { idFrom } from './ids';

/** The draw show of a paid kuji order (where its payment returns). */
export const lotteryPath = (orderId: number) => `/fanza/lottery?order=${orderId}`;

/** The prizes of a kuji order with their shipping state. */
export const lotteryResultPath = (orderId: number) => `/fanza/lottery-result?order=${orderId}`;

/** The kuji order record. */
export const kujiOrderPath = (orderId: number) => `/fanza/order-detail?order=${orderId}`;

/**
 * The kuji order an address names: `order`, or `order_id` as the payment provider's return address writes it.
 */
export const orderIdIn = (search: URLSearchParams): number | null => idFrom(search.get('order') ?? search.get('order_id'));

/** The number a shopper reads for a kuji order (K2611270000017); its id from an API that sends no number yet. */
export const kujiOrderNumber = (order: { order_id: number; order_number?: string }): string =>
  order.order_number ?? String(order.order_id);
