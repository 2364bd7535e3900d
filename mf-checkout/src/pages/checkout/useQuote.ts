import type { DeliveryMethod, OrderQuote, OrderQuoteRequest } from '@shop/shared/contract';
import { usePageData } from '@shop/shared/page-cache';
import { quoteOrder } from '../../api/orders';
import type { CouponChoice } from './CouponSection';
import type { CheckoutItem } from './loadCheckout';

export const orderLines = (items: readonly CheckoutItem[]) =>
  items.map(({ line }) =>
    line.sub_product_infos?.length
      ? { product_id: line.product_id, amount: line.amount, sub_product_infos: line.sub_product_infos }
      : { product_id: line.product_id, amount: line.amount },
  );

/** The draft POST order/coupon prices, or null while it cannot be priced (no delivery method yet). */
export function quoteRequest(
  items: readonly CheckoutItem[],
  countryCode: string,
  deliveryMethod: DeliveryMethod | '',
  coupon: CouponChoice,
): OrderQuoteRequest | null {
  if (!deliveryMethod) return null;
  return { lines: orderLines(items), country_code: countryCode, delivery_method: deliveryMethod, ...(coupon ?? {}) };
}

/**
 * A member's order priced by the API (POST order/coupon) for the destination, method and coupon on screen; fetched
 * again whenever one of them changes. Visitors get no quote (the call is members only): the page prices their
 * order itself and the API checks the total when the order is placed.
 */
export function useQuote(request: OrderQuoteRequest | null, member: boolean): { quote: OrderQuote | null; error: unknown } {
  const enabled = member && request !== null;
  const { data, error } = usePageData(`quote:${enabled ? JSON.stringify(request) : ''}`, () =>
    enabled ? quoteOrder(request, { noGlobalError: true }).then((body) => body.data) : Promise.resolve(null),
  );
  return { quote: data ?? null, error: enabled ? error : undefined };
}
