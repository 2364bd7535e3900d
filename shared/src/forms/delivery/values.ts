import { mixed, string } from 'yup';
import type { Address, CvsBrand, DeliveryMethod, PrizeShipmentRequest } from '@shop/shared/contract';
import { apiErrors } from '@shop/shared/errors';
import { i18next } from '@shop/shared/i18n';
import { defaultLocale, isLocale } from '@shop/shared/stores';
import { customsIdField, recipientTextField } from '../checkout';
import { emailField } from '../schemas';
import { formsNamespace } from '../namespace';
import { needsCustomsId, normalizeCustomsId } from '../rules';

/** What a delivery form holds (the shop's checkout, the prize box): where, how, to whom. */
export interface DeliveryValues {
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
}

/** `districts`: picked from the shop's place data (Taiwan, mainland China); `free`: typed as the country writes it. */
export type AddressForm = 'districts' | 'free';

export const addressMethods: readonly DeliveryMethod[] = ['home', 'overseas_courier'];
export const needsAddress = (method: DeliveryValues['deliveryMethod']) => addressMethods.includes(method as DeliveryMethod);

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
} satisfies Partial<DeliveryValues>;

const text = (key: string) => () => i18next.t(`${formsNamespace}:${key}`);
/** A message of the API's error catalogue in the language on screen, so form and API say the same thing. */
const catalogue = (entry: { messages: Record<'tw' | 'cn' | 'en', string> }) => () =>
  entry.messages[isLocale(i18next.language) ? i18next.language : defaultLocale];

/** Whether `system/valid-phone-number` accepts the number as a mobile number of that country. */
export type PhoneCheck = (phoneCode: string, phoneNumber: string) => Promise<boolean>;

/**
 * The delivery's rules for the values as they stand: the destination decides English-only fields and the customs
 * number, the delivery method which address fields count. The same rules run in the API.
 */
export function deliveryRules(values: DeliveryValues, checkPhone: PhoneCheck, { email = true } = {}) {
  const country = values.countryCode;
  const address = needsAddress(values.deliveryMethod);
  const picked = values.addressForm !== 'free';
  const cvs = values.deliveryMethod === 'cvs';
  const skip = string().strip();
  return {
    countryCode: string().required(),
    deliveryMethod: mixed().required(text('delivery.methodRequired')),
    name: recipientTextField(country),
    phoneCode: string().required(),
    phoneNumber: string()
      .trim()
      .required()
      .test('mobile', catalogue(apiErrors.PHONE_INVALID), (number, context) => {
        const code = (context.parent as DeliveryValues).phoneCode;
        return !number || !code ? true : checkPhone(code, number);
      }),
    email: email ? emailField() : skip,
    city: address ? (picked ? string().required() : recipientTextField(country).required().max(50)) : skip,
    district: address && picked ? string().required() : skip,
    postalCode: address ? string().trim().max(12) : skip,
    detail: address ? recipientTextField(country).max(200) : skip,
    region: address && !picked ? recipientTextField(country).notRequired().max(50) : skip,
    line2: address && !picked ? recipientTextField(country).notRequired().max(200) : skip,
    addressForm: skip,
    cvsBrand: cvs ? string().required() : skip,
    cvsStoreId: cvs ? string().required(text('delivery.cvs.required')) : skip,
    customsId: customsIdField(country),
  };
}

/** Picked (Taiwan, mainland China): the codes of city and district; free-form: the lines as typed. */
function addressOf(values: DeliveryValues): Address {
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

/** The delivery fields of a request body (POST order, POST prize-shipment) from valid values. */
export function deliveryOf(values: DeliveryValues, email = values.email) {
  const { countryCode } = values;
  return {
    country_code: countryCode,
    delivery_method: values.deliveryMethod as DeliveryMethod,
    recipient: {
      name: values.name.trim(),
      phone_code: values.phoneCode,
      phone_number: values.phoneNumber.trim(),
      email: email.trim(),
    },
    ...(needsAddress(values.deliveryMethod) ? { address: addressOf(values) } : {}),
    ...(values.deliveryMethod === 'cvs'
      ? { cvs_store: { brand: values.cvsBrand as CvsBrand, store_id: values.cvsStoreId } }
      : {}),
    ...(needsCustomsId(countryCode) ? { customs_id: normalizeCustomsId(countryCode, values.customsId) } : {}),
  } satisfies Omit<PrizeShipmentRequest, 'prize_ids' | 'payment_method'>;
}
