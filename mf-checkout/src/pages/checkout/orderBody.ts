import type { Address, CvsBrand, OrderAmounts, OrderCreate, PaymentMethod } from '@shop/shared/contract';
import { needsCustomsId, normalizeCustomsId } from '@shop/shared/forms/rules';
import { needsAddress, type CheckoutValues } from './checkoutValues';
import type { CouponChoice } from './CouponSection';
import { invoiceOf } from './invoice';
import type { CheckoutItem } from './loadCheckout';
import { orderLines } from './useQuote';

/** Picked (Taiwan, mainland China): the codes of city and district; free-form: the lines as typed. */
function addressOf(values: CheckoutValues): Address {
  const postal_code = values.postalCode.trim();
  const detail = values.detail.trim();
  if (values.addressForm !== 'free')
    return { city: values.city, district: values.district, district_code: values.district, postal_code, detail };
  const region = values.region.trim();
  const line2 = values.line2.trim();
  return {
    city: values.city.trim(),
    district: '',
    postal_code,
    detail,
    ...(region ? { region } : {}),
    ...(line2 ? { line2 } : {}),
  };
}

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
  const invoice = invoiceOf(countryCode, values);
  return {
    lines: orderLines(items),
    country_code: countryCode,
    delivery_method: values.deliveryMethod as OrderCreate['delivery_method'],
    ...(coupon ?? {}),
    recipient: {
      name: values.name.trim(),
      phone_code: values.phoneCode,
      phone_number: values.phoneNumber.trim(),
      email: (guest ? values.guestEmail : values.email).trim(),
    },
    ...(needsAddress(values.deliveryMethod)
      ? {
          address: addressOf(values),
        }
      : {}),
    ...(values.deliveryMethod === 'cvs'
      ? { cvs_store: { brand: values.cvsBrand as CvsBrand, store_id: values.cvsStoreId } }
      : {}),
    ...(needsCustomsId(countryCode) ? { customs_id: normalizeCustomsId(countryCode, values.customsId) } : {}),
    ...(invoice ? { invoice } : {}),
    payment_method: values.paymentMethod as PaymentMethod,
    ...(guest ? { guest_email: values.guestEmail.trim() } : {}),
    expected_total: amounts.total,
    expected_shipping_fee: amounts.shipping_fee,
  };
}
