import type { CountryCity, CountryCityDistrict, CvsBrand, ExpressFee, ExpressFeeQuery, TwCvs } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** Shipping fees and free-shipping thresholds by destination, origin and delivery method. */
export const getExpressFees = (query: ExpressFeeQuery = {}, options?: CallOptions) =>
  callApi<ExpressFee>({ method: 'GET', url: 'system/express-fee', params: query }, options);

/** The countries the shop ships to (names in the shopper's language), with phone codes and cities. */
export const getCountries = (options?: CallOptions) =>
  callApi<CountryCity>({ method: 'GET', url: 'system/country-city' }, options);

export const getCityDistricts = (countryCode: string, options?: CallOptions) =>
  callApi<CountryCityDistrict>(
    { method: 'GET', url: 'system/country-city-district', params: { country_code: countryCode } },
    options,
  );

/** Taiwan convenience stores for pickup: by chain, city and district codes, and typed words (at most 50). */
export const getPickupStores = (
  query: { brand?: CvsBrand; city?: string; district?: string; q?: string } = {},
  options?: CallOptions,
) => callApi<TwCvs>({ method: 'GET', url: 'system/tw-cvs', params: query }, options);
