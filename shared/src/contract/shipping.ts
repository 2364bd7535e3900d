import { Type, type Static } from 'typebox';

// Where an order goes and how: shared by the order, coupon and system (express-fee, tw-cvs) contracts.

/**
 * How a parcel reaches the shopper: `home` delivery to an address (Taiwan, mainland China, Hong Kong/Macau),
 * `cvs` pickup at a Taiwan convenience store (orders shipping from Taiwan to Taiwan), `overseas_courier` to an
 * address anywhere else. Which methods exist for an origin × destination, and their fees, is `system/express-fee`:
 * a method exists for a route exactly when that call lists a fee for it.
 */
export const DeliveryMethod = Type.Union([Type.Literal('home'), Type.Literal('cvs'), Type.Literal('overseas_courier')]);
export type DeliveryMethod = Static<typeof DeliveryMethod>;

/** Taiwan convenience-store chains with pickup: 7-ELEVEN, FamilyMart, Hi-Life, OK mart. */
export const CvsBrand = Type.Union([Type.Literal('711'), Type.Literal('family'), Type.Literal('hilife'), Type.Literal('ok')]);
export type CvsBrand = Static<typeof CvsBrand>;

/**
 * Sales areas (a product's `sales_area`, a coupon's `region`): Taiwan, mainland China, or anywhere else
 * (Hong Kong, Macau and every other country are `OVERSEAS`).
 */
export const SalesArea = Type.Union([Type.Literal('TW'), Type.Literal('CN'), Type.Literal('OVERSEAS')]);
export type SalesArea = Static<typeof SalesArea>;

/** ISO 3166-1 alpha-2 destination, as listed by `system/country-city`. */
export const CountryCode = Type.String({ pattern: '^[A-Z]{2}$' });
