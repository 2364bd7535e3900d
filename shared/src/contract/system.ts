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
      cities: Type.Array(Type.String()),
    }),
  ),
);
export type CountryCity = Static<typeof CountryCity>;
export const CountryCityDistrictQuery = Type.Object(
  { country_code: Type.String({ pattern: '^[A-Z]{2}$' }) },
  { additionalProperties: false },
);
export const CountryCityDistrict = DataOf(
  Type.Array(
    Type.Object({ city: Type.String(), districts: Type.Array(Type.Object({ name: Type.String(), postal_code: Type.String() })) }),
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
    city: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
export const TwCvs = DataOf(
  Type.Array(
    Type.Object({
      store_id: Type.String(),
      brand: CvsBrand,
      name: Type.String(),
      city: Type.String(),
      address: Type.String(),
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
