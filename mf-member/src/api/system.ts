import type { CountryCity } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** The countries the shop knows (names in the member's language) with their calling codes. */
export const getCountries = (options?: CallOptions) =>
  callApi<CountryCity>({ method: 'GET', url: 'system/country-city' }, options);
