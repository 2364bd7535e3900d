import type { CountryCityDistrict, CvsBrand, TwCvs } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

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
