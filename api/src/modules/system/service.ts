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
import type { Db } from '../../db/client';
import { searchKeywords } from '../../db/schema';
import type { Locale } from '../../platform/locale';
import { countries, currencyRates, cvsStores, expressFees, mobilePatterns, promotions } from './data';

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

export function countryList(locale: Locale): CountryCity['data'] {
  return countries.map((c) => ({
    country_code: c.code,
    display_name: c.name[locale],
    phone_code: c.phone,
    cities: Object.keys(c.cities),
  }));
}

/** A country's cities with their districts; undefined for a country the shop does not ship to. */
export function citiesOf(countryCode: string): CountryCityDistrict['data'] | undefined {
  const c = countries.find((x) => x.code === countryCode);
  return (
    c &&
    Object.entries(c.cities).map(([city, ds]) => ({ city, districts: ds.map((d) => ({ name: d.name, postal_code: d.postal })) }))
  );
}

export function currentPromotions(locale: Locale): Promote['data'] {
  return promotions.map((p) => ({ promote_id: p.id, display_name: p.name[locale], description: p.desc[locale] }));
}

export function pickupStores(q: Static<typeof TwCvsQuery>): TwCvs['data'] {
  return cvsStores.filter((s) => (!q.brand || s.brand === q.brand) && (!q.city || s.city === q.city));
}

/** Mobile numbers only: the shop texts delivery updates. */
export function validatePhone(code: string, number: string): ValidPhone['data'] {
  const cc = code.replace(/^\+/, '');
  const digits = number.replace(/[\s-]/g, '');
  const rule = mobilePatterns[cc] ?? /^\d{6,14}$/;
  const valid = /^\d+$/.test(digits) && rule.test(digits);
  return { valid, e164: valid ? `+${cc}${digits.replace(/^0/, '')}` : '' };
}

/** A pickup store by its id, or undefined. */
export function pickupStore(storeId: string): TwCvs['data'][number] | undefined {
  return cvsStores.find((s) => s.store_id === storeId);
}

/** Whether the shop ships to this destination at all (it lists its cities). */
export function isKnownDestination(countryCode: string): boolean {
  return countries.some((c) => c.code === countryCode);
}
