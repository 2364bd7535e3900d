import { sessionStorageAtom, type Locale, type UserInfo } from '@shop/shared/stores';
import type { CountryCity } from '@shop/shared/contract';

type Country = CountryCity['data'][number];

/**
 * Where the shopper wants the order delivered (a country code), chosen on the cart page and taken on to the
 * checkout for this browser tab; empty until chosen.
 */
export const $deliveryCountry = sessionStorageAtom<string>('deliveryCountry', '');

/**
 * The destination to assume before the shopper chose one: the country of the member's phone number, else the
 * one the language suggests (simplified Chinese: mainland China), else Taiwan, where the shop is.
 */
export function defaultCountry(countries: readonly Country[], user: UserInfo | null, locale: Locale): string {
  const byPhone = user?.phone_code
    ? countries.find((country) => country.phone_code === user.phone_code.replace(/^\+/, ''))
    : undefined;
  if (byPhone) return byPhone.country_code;
  const byLocale = locale === 'cn' ? 'CN' : 'TW';
  return countries.some((country) => country.country_code === byLocale) ? byLocale : (countries[0]?.country_code ?? byLocale);
}
