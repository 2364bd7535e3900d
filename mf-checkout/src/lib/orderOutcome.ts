import type { OrderDetail, PurchaseStatus } from '@shop/shared/contract';

/**
 * Where an order stands for its shopper after checkout:
 * - `paid`: the provider confirmed the payment (the order moved on from 'Order established');
 * - `waiting`: a payment is under way and not confirmed yet (back from the card page before the provider's notice);
 * - `unpaid`: the last payment failed, was canceled or ran out, or none was started: it can be paid again;
 * - `canceled`: the order itself is over (its payment time ran out, or the shop canceled it).
 */
export type OrderOutcome = 'paid' | 'waiting' | 'unpaid' | 'canceled';

export function orderOutcome(order: Pick<OrderDetail, 'status' | 'paid_at' | 'purchase'>): OrderOutcome {
  if (order.status === 'canceled') return 'canceled';
  if (order.paid_at !== null || order.status !== 'pending_activation') return 'paid';
  return order.purchase?.status === 'pending' ? 'waiting' : 'unpaid';
}

/** Why the last payment did not go through, for the shopper; null when there was none or it is not over. */
export function paymentFailure(order: Pick<OrderDetail, 'purchase'>): Exclude<PurchaseStatus, 'pending' | 'paid'> | null {
  const status = order.purchase?.status;
  return status === 'failed' || status === 'canceled' || status === 'expired' ? status : null;
}
