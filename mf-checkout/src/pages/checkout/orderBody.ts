import type { OrderAmounts, OrderCreate, PaymentMethod } from '@shop/shared/contract';
import { deliveryOf } from '@shop/shared/forms/delivery';
import { invoiceOf } from '@shop/shared/forms/invoice';
import { needsUniformInvoice } from '@shop/shared/forms/rules';
import type { CheckoutValues } from './checkoutValues';
import type { CouponChoice } from './CouponSection';
import type { CheckoutItem } from './loadCheckout';
import { orderLines } from './useQuote';

/**
 * POST order's body from a valid form: the lines (never their prices), where and how it goes, who receives it,
 * the coupon, the e-invoice (Taiwan), how it is paid, and the amounts the shopper saw, which the API compares with its own.
 */
export function orderBody(
  values: CheckoutValues,
  items: readonly CheckoutItem[],
  coupon: CouponChoice,
  amounts: OrderAmounts,
  guest: boolean,
): OrderCreate {
  const { countryCode } = values;
  const invoice = needsUniformInvoice(countryCode) ? invoiceOf(values) : undefined;
  return {
    lines: orderLines(items),
    ...deliveryOf(values, guest ? values.guestEmail : values.email),
    ...(coupon ?? {}),
    ...(invoice ? { invoice } : {}),
    payment_method: values.paymentMethod as PaymentMethod,
    ...(guest ? { guest_email: values.guestEmail.trim() } : {}),
    expected_total: amounts.total,
    expected_shipping_fee: amounts.shipping_fee,
  };
}
