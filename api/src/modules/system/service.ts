import { asc, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type {
  CountryCity,
  CountryCityDistrict,
  CurrencyRates,
  ExpressFee,
  ExpressFeeQuery,
  Promote,
  TwCvs,
  TwCvsQuery,
  ValidPhone,
} from '@shop/shared/contract';
import { cvsSearchLimit } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { searchKeywords } from '../../db/schema';
import type { Locale } from '../../platform/locale';
import { currencyRates, expressFees, mobilePatterns, phoneCodes, promotions } from './data';
import { addressForm } from './places/address';
import { cnCities } from './places/cn';
import { countryName } from './places/countries';
import { nameKey } from './places/names';
import { pickupStores as allStores, storeView } from './places/stores';
import { twCities, twCity } from './places/tw';

// What other modules use of the places: orders check and print addresses and stores with them.
export { addressView, placeAddress } from './places/address';
export { findPickupStore, storeInLanguage } from './places/stores';

/** Suggested searches in the caller's language; the first is the search box placeholder. */
export async function searchKeywordsFor(db: Db, locale: Locale): Promise<string[]> {
  const rows = await db
    .select({ keyword: searchKeywords.keyword })
    .from(searchKeywords)
    .where(eq(searchKeywords.locale, locale))
    .orderBy(asc(searchKeywords.sort));
  return rows.map((r) => r.keyword);
}

export function todaysRates(): CurrencyRates {
  return {
    data: Object.entries(currencyRates).map(([exchange, exrate]) => ({ exchange, exrate })),
    date: new Date().toISOString().slice(0, 10),
  };
}

export function shippingFees(q: ExpressFeeQuery): ExpressFee['data'] {
  return expressFees.filter(
    (f) => (!q.country_code || f.country_code === q.country_code) && (!q.ships_from || f.ships_from === q.ships_from),
  );
}

/** Every destination of the express-fee table, named in the caller's language. */
const destinations = [...new Set(expressFees.map((f) => f.country_code))];

export function countryList(locale: Locale): CountryCity['data'] {
  return destinations.map((code) => ({
    country_code: code,
    display_name: countryName(code, locale),
    phone_code: phoneCodes[code] ?? '',
    cities: (citiesOf(code, locale) ?? []).map((c) => c.city),
    address_form: addressForm(code),
  }));
}

/**
 * A country's cities with their districts in the caller's language (Taiwan and mainland China; empty for a
 * free-form country); undefined for a country the shop does not ship to.
 */
export function citiesOf(countryCode: string, locale: Locale): CountryCityDistrict['data'] | undefined {
  if (!destinations.includes(countryCode)) return undefined;
  if (countryCode === 'TW')
    return twCities().map((c) => ({
      city: c.name[locale],
      city_code: c.code,
      districts: c.districts.map((d) => ({ name: d.name[locale], postal_code: d.postal, code: d.code })),
    }));
  if (countryCode === 'CN')
    return cnCities().map((c) => ({
      city: c.name[locale],
      city_code: c.code,
      region: c.province.name[locale],
      region_code: c.province.code,
      districts: c.districts.map((d) => ({ name: d.name[locale], postal_code: '', code: d.code })),
    }));
  return [];
}

export function currentPromotions(locale: Locale): Promote['data'] {
  return promotions.map((p) => ({ promote_id: p.id, display_name: p.name[locale], description: p.desc[locale] }));
}

/** Pickup stores of a chain, city or district matching every typed word; at most `cvsSearchLimit`. */
export function pickupStores(q: Static<typeof TwCvsQuery>, locale: Locale): TwCvs['data'] {
  const city = q.city ? twCity(q.city) : undefined;
  if (q.city && !city) return [];
  const words = nameKey(q.q ?? '')
    .split(' ')
    .filter(Boolean);
  const found: TwCvs['data'] = [];
  for (const s of allStores()) {
    if (found.length === cvsSearchLimit) break;
    if (q.brand && s.brand !== q.brand) continue;
    if (city && s.district.city !== city) continue;
    if (q.district && s.district.code !== q.district) continue;
    if (words.every((w) => s.searchKey.includes(w))) found.push(storeView(s, locale));
  }
  return found;
}

/** Mobile numbers only: the shop texts delivery updates. */
export function validatePhone(code: string, number: string): ValidPhone['data'] {
  const cc = code.replace(/^\+/, '');
  const digits = number.replace(/[\s-]/g, '');
  const rule = mobilePatterns[cc] ?? /^\d{6,14}$/;
  const valid = /^\d+$/.test(digits) && rule.test(digits);
  return { valid, e164: valid ? `+${cc}${digits.replace(/^0/, '')}` : '' };
}

/** Whether the shop ships to this destination at all (the express-fee table lists it). */
export function isKnownDestination(countryCode: string): boolean {
  return destinations.includes(countryCode);
}
