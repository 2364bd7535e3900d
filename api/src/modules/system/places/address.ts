import addressFormatter from '@fragaria/address-formatter';
import type { Address } from '@shop/shared/contract';
import type { AddressJson } from '../../../db/schema';
import { fail } from '../../../platform/errors';
import type { Locale } from '../../../platform/locale';
import { cnCity, cnDistrict, cnDistrictIn, type CnDistrict } from './cn';
import { nameKey } from './names';
import { twCity, twDistrict, twDistrictIn, twDistrictsByPostal, type TwDistrict } from './tw';

/** Countries whose addresses are picked from the shop's district data; every other country's are free-form. */
export const pickedCountries = ['TW', 'CN'] as const;
export const addressForm = (countryCode: string) =>
  (pickedCountries as readonly string[]).includes(countryCode) ? 'districts' : 'free';

const trimmed = (s: string | undefined) => (s ?? '').trim();

/**
 * Checks an order's address against the shop's place data (the same data `system/country-city-district` serves):
 * a Taiwan or mainland district must exist, lie in the named city, and a Taiwan postal code must be the
 * district's (3 digits, or 3+2 / 3+3). 40056 / 40057 otherwise. Free-form addresses keep what was typed.
 */
export function placeAddress(countryCode: string, a: Address): AddressJson {
  const common = { detail: a.detail.trim(), ...(trimmed(a.line2) ? { line2: trimmed(a.line2) } : {}) };
  if (countryCode === 'TW') {
    const district = twPlace(a);
    const postal = trimmed(a.postal_code).replace(/[\s-]/g, '');
    if (postal && !twDistrictsByPostal(postal).includes(district)) fail('POSTAL_CODE_MISMATCH');
    return {
      city: district.city.name.tw,
      district: district.name.tw,
      postal_code: postal || district.postal,
      district_code: district.code,
      ...common,
    };
  }
  if (countryCode === 'CN') {
    const district = cnPlace(a);
    const postal = trimmed(a.postal_code);
    if (postal && !/^\d{6}$/.test(postal)) fail('POSTAL_CODE_MISMATCH');
    return {
      city: district.city.name.cn,
      district: district.name.cn,
      postal_code: postal,
      district_code: district.code,
      region: district.city.province.name.cn,
      ...common,
    };
  }
  return {
    city: a.city.trim(),
    district: a.district.trim(),
    postal_code: trimmed(a.postal_code),
    ...(trimmed(a.region) ? { region: trimmed(a.region) } : {}),
    ...common,
  };
}

function twPlace(a: Address): TwDistrict {
  const city = twCity(a.city);
  const district = a.district_code ? twDistrict(a.district_code.trim()) : city && twDistrictIn(city, a.district);
  // A code and a city that disagree are as unknown as a district outside its city.
  if (!city || !district || district.city !== city) fail('ADDRESS_UNKNOWN');
  return district;
}

function cnPlace(a: Address): CnDistrict {
  const district = a.district_code
    ? cnDistrict(a.district_code.trim())
    : ((city) => city && cnDistrictIn(city, a.district))(cnCity(a.city));
  // The city may be named in either script or given by its code; it must be the district's.
  const named = (name: string) => name === a.city.trim() || nameKey(name) === nameKey(a.city);
  if (!district || !(district.city.code === a.city.trim() || named(district.city.name.cn))) fail('ADDRESS_UNKNOWN');
  return district;
}

/**
 * An order's address for the shopper reading it: Taiwan and mainland places named in `locale` (Chunghwa Post's
 * English for Taiwan), and the lines as the country prints them (@fragaria/address-formatter for free-form ones).
 */
export function addressView(countryCode: string, a: AddressJson, locale: Locale) {
  const tw = countryCode === 'TW' && a.district_code ? twDistrict(a.district_code) : undefined;
  const cn = countryCode === 'CN' && a.district_code ? cnDistrict(a.district_code) : undefined;
  const city = tw?.city.name[locale] ?? cn?.city.name[locale] ?? a.city;
  const district = tw?.name[locale] ?? cn?.name[locale] ?? a.district;
  const region = cn?.city.province.name[locale] ?? a.region;
  const second = a.line2 ? [a.line2] : [];
  let lines: string[];
  if (countryCode === 'TW' && locale === 'en') {
    lines = [[a.detail, ...second].join(', '), `${district}, ${city} ${a.postal_code}`.trim()];
  } else if (countryCode === 'TW' || countryCode === 'CN') {
    // Chinese order: postal code, (province), city, district, street.
    const province = countryCode === 'CN' && region !== city ? (region ?? '') : '';
    lines = [`${a.postal_code} ${province}${city}${district}${a.detail}`.trim(), ...second];
  } else {
    lines = addressFormatter.format(
      {
        road: a.detail,
        ...(a.district ? { suburb: a.district } : {}),
        city: a.city,
        ...(a.region ? { state: a.region } : {}),
        ...(a.postal_code ? { postcode: a.postal_code } : {}),
        countryCode,
      },
      { output: 'array' },
    );
    if (a.line2) lines.splice(1, 0, a.line2);
  }
  return { ...a, city, district, ...(region ? { region } : {}), lines };
}
