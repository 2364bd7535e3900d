import type { KujiDetail, KujiStatus } from '@shop/shared/contract';
import { drawCounts, maxDraws } from './drawRules';

export type BuyLimits = Pick<KujiDetail, 'status' | 'tickets_left' | 'per_order_limit'>;

export interface BuyOption {
  draws: number;
  /** `rest` is "all remaining": every ticket still for sale. */
  kind: 'count' | 'rest';
  enabled: boolean;
}

export interface BuyChoices {
  options: BuyOption[];
  /** Why nothing can be bought now (the campaign is not on sale), or null. */
  closed: Exclude<KujiStatus, 'on_sale'> | null;
  /** Some options are held back because fewer tickets are left than they would draw. */
  fewLeft: boolean;
  /** Some options are held back by the most draws one order may buy. */
  overLimit: boolean;
}

/**
 * The buy buttons of a campaign: 1, 3, 5 and 10 draws and all remaining (while any are left), each possible only
 * while the campaign is on sale, within the tickets left and within what one order may buy (the API refuses more).
 */
export function buyChoices(kuji: BuyLimits): BuyChoices {
  const onSale = kuji.status === 'on_sale' && kuji.tickets_left > 0;
  const most = maxDraws(kuji);
  const options: BuyOption[] = [
    ...drawCounts.map((draws) => ({ draws, kind: 'count' as const, enabled: draws <= most })),
    // "All 0" is no choice: a box with nothing left for sale has no rest to buy.
    ...(kuji.tickets_left > 0
      ? [{ draws: kuji.tickets_left, kind: 'rest' as const, enabled: onSale && kuji.tickets_left <= kuji.per_order_limit }]
      : []),
  ];
  return {
    options,
    closed: kuji.status !== 'on_sale' ? kuji.status : onSale ? null : 'sold_out',
    fewLeft: onSale && drawCounts.some((draws) => draws > kuji.tickets_left),
    overLimit: onSale && options.some((option) => option.draws > kuji.per_order_limit),
  };
}
