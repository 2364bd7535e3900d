import type { DeliveryMethod } from '@shop/shared/contract';
import { importTaxApplies } from '@shop/shared/forms/rules';
import { fail } from '../../platform/errors';
import { isKnownDestination, shippingFees } from '../system/service';

// A prize shipment is one parcel from the shop's Taiwan warehouse, priced as a shop order's parcel is: the route's
// fee for its destination and delivery method, once whatever number of prizes travel in it; free from the route's
// free-shipping threshold, counted on what the member paid for the draws that won them (the Last One prize counts
// nothing), except where import taxes apply, as for shop orders.

export const PRIZES_SHIP_FROM = 'TW';

export function parcelFee(countryCode: string, method: DeliveryMethod, drawPrices: number[]): number {
  const route = shippingFees({ country_code: countryCode, ships_from: PRIZES_SHIP_FROM }).find(
    (f) => f.delivery_method === method,
  );
  if (!isKnownDestination(countryCode) || !route) fail('CANNOT_SHIP');
  const value = drawPrices.reduce((sum, p) => sum + p, 0);
  const free = !importTaxApplies(countryCode) && value >= route.free_shipping_threshold;
  return free ? 0 : route.fee;
}
