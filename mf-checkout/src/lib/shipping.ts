import type { ExpressFee } from '@shop/shared/contract';
import { importTaxApplies } from '@shop/shared/forms/rules';
import type { Origin } from './area';

export type FeeRow = ExpressFee['data'][number];

export interface ShippingEstimate {
  /** What shipping costs for this subtotal with the cheapest delivery method (0 when it ships free). */
  fee: number;
  /** The subtotal from which that method ships free; null where import taxes apply (no free shipping there). */
  freeFrom: number | null;
}

/** The fee rows of one route: origin → destination, one per delivery method. Empty when nothing ships there. */
export function routeFees(fees: readonly FeeRow[], countryCode: string, origin: Origin): FeeRow[] {
  return fees.filter((row) => row.country_code === countryCode && row.ships_from === origin);
}

/** Whether anything ships from `origin` to the destination at all (some delivery method has a fee). */
export function shipsTo(fees: readonly FeeRow[], countryCode: string, origin: Origin): boolean {
  return routeFees(fees, countryCode, origin).length > 0;
}

/**
 * The cart's shipping estimate for a subtotal: the cheapest delivery method of the route after its free-shipping
 * threshold (SPEC §3 shippingFee, from `system/express-fee`). Destinations whose import taxes the shopper pays
 * get no free shipping (SPEC §9). The checkout charges the method the shopper picks. Null when nothing ships
 * on this route.
 */
export function shippingEstimate(
  fees: readonly FeeRow[],
  countryCode: string,
  origin: Origin,
  subtotal: number,
): ShippingEstimate | null {
  const freeShipping = !importTaxApplies(countryCode);
  const options = routeFees(fees, countryCode, origin).map((row) => ({
    fee: freeShipping && subtotal >= row.free_shipping_threshold ? 0 : row.fee,
    freeFrom: freeShipping ? row.free_shipping_threshold : null,
  }));
  if (options.length === 0) return null;
  return options.reduce((best, option) =>
    option.fee < best.fee || (option.fee === best.fee && (option.freeFrom ?? Infinity) < (best.freeFrom ?? Infinity))
      ? option
      : best,
  );
}
