import type { CountryCity, ValidPhone, ValidPhoneQuery } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** The countries the shop knows (names in the member's language) with their calling codes. */
export const getCountries = (options?: CallOptions) =>
  callApi<CountryCity>({ method: 'GET', url: 'system/country-city' }, options);

/** Whether a number is a mobile number of the country with that calling code. */
export const checkPhoneNumber = (query: ValidPhoneQuery, options?: CallOptions) =>
  callApi<ValidPhone>({ method: 'GET', url: 'system/valid-phone-number', params: query }, options);
