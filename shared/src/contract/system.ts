import { Type, type Static } from 'typebox';
import { DataOf } from './common';
import { CvsBrand, DeliveryMethod } from './shipping';

export const SearchKeywords = DataOf(Type.Array(Type.String()));
export type SearchKeywords = Static<typeof SearchKeywords>;

export const CurrencyRates = Type.Object({
  data: Type.Array(Type.Object({ exchange: Type.String(), exrate: Type.Number() })),
  /** UTC date (YYYY-MM-DD) the rates are for. */
  date: Type.String(),
});
export type CurrencyRates = Static<typeof CurrencyRates>;

export const ExpressFeeQuery = Type.Object(
  {
    country_code: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
    ships_from: Type.Optional(Type.Union([Type.Literal('TW'), Type.Literal('CN')])),
  },
  { additionalProperties: false },
);
export type ExpressFeeQuery = Static<typeof ExpressFeeQuery>;
export const ExpressFee = DataOf(
  Type.Array(
    Type.Object({
      country_code: Type.String(),
      ships_from: Type.String(),
      delivery_method: DeliveryMethod,
      fee: Type.Integer(),
      free_shipping_threshold: Type.Integer(),
    }),
  ),
);
export type ExpressFee = Static<typeof ExpressFee>;

export const CountryCity = DataOf(
  Type.Array(
    Type.Object({
      country_code: Type.String(),
      display_name: Type.String(),
      phone_code: Type.String(),
      /** The cities of `country-city-district`, named in the request's language; empty for a free-form country. */
      cities: Type.Array(Type.String()),
      /**
       * `districts`: the address is picked from `country-city-district` (Taiwan, mainland China); `free`: typed
       * as the country writes it (lines, city, region, postal code).
       */
      address_form: Type.Optional(Type.Union([Type.Literal('districts'), Type.Literal('free')])),
    }),
  ),
);
export type CountryCity = Static<typeof CountryCity>;
export const CountryCityDistrictQuery = Type.Object(
  { country_code: Type.String({ pattern: '^[A-Z]{2}$' }) },
  { additionalProperties: false },
);
/**
 * A country's cities and their districts, named in the request's language (Taiwan: every county/city and
 * district with its 3-digit postal code; mainland China: every prefecture-level city under its province, no
 * postal codes). Empty for a country whose address is free-form.
 */
export const CountryCityDistrict = DataOf(
  Type.Array(
    Type.Object({
      city: Type.String(),
      city_code: Type.Optional(Type.String()),
      /** Mainland China: the city's province. */
      region: Type.Optional(Type.String()),
      region_code: Type.Optional(Type.String()),
      districts: Type.Array(
        Type.Object({
          name: Type.String(),
          /** Empty where the data has none (mainland China). */
          postal_code: Type.String(),
          /** What POST order's `address.district_code` takes. */
          code: Type.Optional(Type.String()),
        }),
      ),
    }),
  ),
);
export type CountryCityDistrict = Static<typeof CountryCityDistrict>;

export const Promote = DataOf(
  Type.Array(Type.Object({ promote_id: Type.Integer(), display_name: Type.String(), description: Type.String() })),
);
export type Promote = Static<typeof Promote>;

export const TwCvsQuery = Type.Object(
  {
    brand: Type.Optional(CvsBrand),
    /** A city's code or name in any of the shop's languages. */
    city: Type.Optional(Type.String({ maxLength: 20 })),
    /** A district's code (`country-city-district`). */
    district: Type.Optional(Type.String({ maxLength: 20 })),
    /** Words of the store's name or address, in any of the shop's languages, or its store number. */
    q: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
/** At most this many stores answer one search: the shopper narrows it down by place or words. */
export const cvsSearchLimit = 50;
export const TwCvs = DataOf(
  Type.Array(
    Type.Object({
      store_id: Type.String(),
      brand: CvsBrand,
      /** Name, city and address in the request's language. */
      name: Type.String(),
      city: Type.String(),
      address: Type.String(),
      district_code: Type.Optional(Type.String()),
    }),
  ),
);
export type TwCvs = Static<typeof TwCvs>;

export const ValidPhoneQuery = Type.Object(
  { phone_code: Type.String({ pattern: '^\\+?[0-9]{1,4}$' }), phone_number: Type.String({ minLength: 1, maxLength: 20 }) },
  { additionalProperties: false },
);
export type ValidPhoneQuery = Static<typeof ValidPhoneQuery>;
export const ValidPhone = DataOf(Type.Object({ valid: Type.Boolean(), e164: Type.String() }));
export type ValidPhone = Static<typeof ValidPhone>;
