import type { DeliveryMethod, OrderAmounts } from '@shop/shared/contract';
import { importTaxApplies } from '@shop/shared/forms/rules';
import { effectivePrice, type Priced } from '@shop/shared/format';
import type { Origin } from './area';
import { routeFees, type FeeRow } from './shipping';

/** Goods: each unit price (the selling price when there is one, plus its set items' prices) times its amount. */
export function goodsSubtotal(items: readonly { product: Priced; amount: number; setPrice?: number }[]): number {
  return items.reduce((sum, item) => sum + (effectivePrice(item.product) + (item.setPrice ?? 0)) * item.amount, 0);
}

export interface DeliveryOption {
  method: DeliveryMethod;
  fee: number;
  /** Ships free from this goods subtotal; null where import taxes apply (no free shipping, SPEC §9). */
  freeFrom: number | null;
}

/** The delivery methods of the route origin → destination, home delivery first, with their fees. */
export function deliveryOptions(fees: readonly FeeRow[], countryCode: string, origin: Origin): DeliveryOption[] {
  const order: DeliveryMethod[] = ['home', 'cvs', 'overseas_courier'];
  const free = !importTaxApplies(countryCode);
  return routeFees(fees, countryCode, origin)
    .map((row) => ({ method: row.delivery_method, fee: row.fee, freeFrom: free ? row.free_shipping_threshold : null }))
    .sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
}

/** What a delivery option costs for this goods subtotal. */
export const feeFor = (option: DeliveryOption, subtotal: number): number =>
  option.freeFrom !== null && subtotal >= option.freeFrom ? 0 : option.fee;

/**
 * The amounts as the page can work them out itself (visitors, or before the API's quote arrives): goods,
 * the chosen method's fee, no coupon. The API prices the order again and refuses a total that differs.
 */
export function localAmounts(subtotal: number, option: DeliveryOption | undefined): OrderAmounts {
  const shipping_fee = option ? feeFor(option, subtotal) : 0;
  return { subtotal, shipping_fee, discount: 0, total: subtotal + shipping_fee };
}

/**
 * Whether the fee table the cart estimated with says something else than today's for this route: the checkout
 * then tells the shopper 'Shipping costs updated'. Nothing to compare when the cart was not seen in this tab.
 */
export function feesChanged(
  before: readonly FeeRow[] | null,
  now: readonly FeeRow[],
  countryCode: string,
  origin: Origin,
): boolean {
  if (!before) return false;
  const shape = (rows: readonly FeeRow[]) =>
    JSON.stringify(
      routeFees(rows, countryCode, origin)
        .map((row) => [row.delivery_method, row.fee, row.free_shipping_threshold])
        .sort(),
    );
  return shape(before) !== shape(now);
}
