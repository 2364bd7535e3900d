import { mixed, object, string, type ObjectSchema } from 'yup';
import type { CvsBrand, DeliveryMethod, PaymentMethod, UserInfo } from '@shop/shared/contract';
import { apiErrors } from '@shop/shared/errors';
import { customsIdField, emailField, recipientTextField } from '@shop/shared/forms';
import { i18next } from '@shop/shared/i18n';
import { defaultLocale, isLocale } from '@shop/shared/stores';
import { rememberedInvoice } from '../../lib/rememberedInvoice';
import { ns } from '../../namespace';
import { invoiceRules, invoiceValues, type InvoiceValues } from './invoice';

/** What the checkout form holds; prices and the coupon are not here (the API prices the order). */
export interface CheckoutValues extends InvoiceValues {
  /** Visitors only: where the order's confirmation and signed record link are mailed. */
  guestEmail: string;
  countryCode: string;
  deliveryMethod: DeliveryMethod | '';
  name: string;
  /** Country calling code without '+', as `system/country-city` gives it. */
  phoneCode: string;
  phoneNumber: string;
  email: string;
  /** Taiwan and mainland China: the city's code (`system/country-city-district`); elsewhere the typed city. */
  city: string;
  /** Taiwan and mainland China: the district's code; unused elsewhere. */
  district: string;
  postalCode: string;
  detail: string;
  /** Mainland China: the province's code (narrows the cities); elsewhere the typed state, province or region. */
  region: string;
  /** Free-form addresses: the second address line. */
  line2: string;
  /** How the destination's address is entered, as `system/country-city-district` says; '' until it answered. */
  addressForm: AddressForm | '';
  cvsBrand: CvsBrand | '';
  cvsStoreId: string;
  customsId: string;
  paymentMethod: PaymentMethod | '';
}

/** `districts`: picked from the shop's place data (Taiwan, mainland China); `free`: typed as the country writes it. */
export type AddressForm = 'districts' | 'free';

export const addressMethods: readonly DeliveryMethod[] = ['home', 'overseas_courier'];
export const needsAddress = (method: CheckoutValues['deliveryMethod']) => addressMethods.includes(method as DeliveryMethod);

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

/** The delivery details a destination starts with: blank, at first and whenever another country is picked. */
export const blankDestination = {
  deliveryMethod: '',
  city: '',
  district: '',
  postalCode: '',
  detail: '',
  region: '',
  line2: '',
  addressForm: '',
  cvsBrand: '',
  cvsStoreId: '',
  customsId: '',
} satisfies Partial<CheckoutValues>;

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
/** A message of the API's error catalogue in the language on screen, so form and API say the same thing. */
const catalogue = (entry: { messages: Record<'tw' | 'cn' | 'en', string> }) => () =>
  entry.messages[isLocale(i18next.language) ? i18next.language : defaultLocale];

export interface SchemaContext {
  guest: boolean;
  /** Whether `system/valid-phone-number` accepts the number as a mobile number of that country. */
  checkPhone: (phoneCode: string, phoneNumber: string) => Promise<boolean>;
}

/**
 * The rules for the values as they stand: the destination decides English-only fields and the customs number,
 * the delivery method which address fields count. The same rules run in the API.
 */
export function checkoutSchema(values: CheckoutValues, { guest, checkPhone }: SchemaContext): ObjectSchema<object> {
  const country = values.countryCode;
  const address = needsAddress(values.deliveryMethod);
  const picked = values.addressForm !== 'free';
  const cvs = values.deliveryMethod === 'cvs';
  const skip = string().strip();
  return object({
    guestEmail: guest ? emailField() : skip,
    countryCode: string().required(),
    deliveryMethod: mixed().required(text('checkout.delivery.required')),
    name: recipientTextField(country),
    phoneCode: string().required(),
    phoneNumber: string()
      .trim()
      .required()
      .test('mobile', catalogue(apiErrors.PHONE_INVALID), (number, context) => {
        const code = (context.parent as CheckoutValues).phoneCode;
        return !number || !code ? true : checkPhone(code, number);
      }),
    // A visitor's contact e-mail is the recipient's too: one field, not two.
    email: guest ? skip : emailField(),
    city: address ? (picked ? string().required() : recipientTextField(country).required().max(50)) : skip,
    district: address && picked ? string().required() : skip,
    postalCode: address ? string().trim().max(12) : skip,
    detail: address ? recipientTextField(country).max(200) : skip,
    region: address && !picked ? recipientTextField(country).notRequired().max(50) : skip,
    line2: address && !picked ? recipientTextField(country).notRequired().max(200) : skip,
    addressForm: skip,
    cvsBrand: cvs ? string().required() : skip,
    cvsStoreId: cvs ? string().required(text('checkout.cvs.required')) : skip,
    customsId: customsIdField(country),
    ...invoiceRules(country, values.invoiceKind),
    paymentMethod: mixed().required(text('checkout.payment.required')),
  });
}
