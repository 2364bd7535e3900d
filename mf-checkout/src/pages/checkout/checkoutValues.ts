import { mixed, object, string, type ObjectSchema } from 'yup';
import type { PaymentMethod, UserInfo } from '@shop/shared/contract';
import { emailField } from '@shop/shared/forms';
import { blankDestination, deliveryRules, needsAddress, type DeliveryValues, type PhoneCheck } from '@shop/shared/forms/delivery';
import { invoiceRules, invoiceValues, rememberedInvoice, type InvoiceValues } from '@shop/shared/forms/invoice';
import { needsUniformInvoice } from '@shop/shared/forms/rules';
import { i18next } from '@shop/shared/i18n';
import { ns } from '../../namespace';

/** What the checkout form holds; prices and the coupon are not here (the API prices the order). */
export interface CheckoutValues extends InvoiceValues, DeliveryValues {
  /** Visitors only: where the order's confirmation and signed record link are mailed. */
  guestEmail: string;
  paymentMethod: PaymentMethod | '';
}

export { blankDestination, needsAddress };

/** The fields that make up the shipping information ('Please fill in the shipping information completely'). */
export const shippingFields: readonly (keyof CheckoutValues)[] = [
  'countryCode',
  'deliveryMethod',
  'name',
  'phoneCode',
  'phoneNumber',
  'email',
  'city',
  'district',
  'postalCode',
  'detail',
  'region',
  'line2',
  'cvsBrand',
  'cvsStoreId',
  'customsId',
];

/**
 * A member's profile fills in what it knows (SPEC §2: members get their profile prefilled); the e-invoice starts
 * from this device's last choice.
 */
export function initialValues(user: UserInfo | null, countryCode: string, phoneCode: string): CheckoutValues {
  return {
    ...blankDestination,
    ...invoiceValues(rememberedInvoice()),
    guestEmail: '',
    countryCode,
    name: user?.account_name ?? '',
    phoneCode: user?.phone_code?.replace(/^\+/, '') || phoneCode,
    phoneNumber: user?.phone_number ?? '',
    email: user?.email ?? '',
    paymentMethod: '',
  };
}

const text = (key: string) => () => i18next.t(`${ns}:${key}`);

export interface SchemaContext {
  guest: boolean;
  /** Whether `system/valid-phone-number` accepts the number as a mobile number of that country. */
  checkPhone: PhoneCheck;
}

/**
 * The rules for the values as they stand: the delivery's (shared with every form that ships), a visitor's contact
 * e-mail (the recipient's too: one field, not two), the e-invoice and the payment. The same rules run in the API.
 */
export function checkoutSchema(values: CheckoutValues, { guest, checkPhone }: SchemaContext): ObjectSchema<object> {
  return object({
    guestEmail: guest ? emailField() : string().strip(),
    ...deliveryRules(values, checkPhone, { email: !guest }),
    ...invoiceRules(values.invoiceKind, { taken: needsUniformInvoice(values.countryCode) }),
    paymentMethod: mixed().required(text('checkout.payment.required')),
  });
}
