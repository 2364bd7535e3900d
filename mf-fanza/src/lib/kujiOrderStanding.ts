import type { KujiOrder } from '@shop/shared/contract';

/**
 * Where a kuji order stands for its shopper:
 * - `paid`: the tickets are drawn (the draw show and the prizes are there);
 * - `waiting`: a payment is under way (a QR code open, back from the card page before the provider's notice);
 * - `unpaid`: its payment failed, was canceled or ran out, while the order still holds its tickets;
 * - `expired`: unpaid in time, its tickets went back on sale.
 */
export type KujiOrderStanding = 'paid' | 'waiting' | 'unpaid' | 'expired';

export function kujiOrderStanding(order: Pick<KujiOrder, 'status' | 'purchase'>): KujiOrderStanding {
  if (order.status === 'paid') return 'paid';
  if (order.status === 'expired') return 'expired';
  return order.purchase?.status === 'pending' ? 'waiting' : 'unpaid';
}
