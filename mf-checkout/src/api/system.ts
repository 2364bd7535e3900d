import type { CountryCity, ExpressFee, ExpressFeeQuery } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** Shipping fees and free-shipping thresholds by destination, origin and delivery method. */
export const getExpressFees = (query: ExpressFeeQuery = {}, options?: CallOptions) =>
  callApi<ExpressFee>({ method: 'GET', url: 'system/express-fee', params: query }, options);

/** The countries the shop ships to (names in the shopper's language), with phone codes and cities. */
export const getCountries = (options?: CallOptions) =>
  callApi<CountryCity>({ method: 'GET', url: 'system/country-city' }, options);
