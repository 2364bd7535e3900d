import { Type, type Static } from 'typebox';
import { DataOf, Nullable } from './common';
import { ShipsFrom } from './catalog';
import { SalesArea } from './shipping';

// Coupons (SPEC §3 labels, §7 GET coupon / POST coupon / POST order/coupon). Amounts are whole NT$.
// Coupons belong to members: a member claims one by its code (POST coupon) or types the code at checkout,
// and uses each claimed coupon on one order. An order that expires or is canceled gives its coupon back.

/**
 * A member's coupon: `available` (claimed, valid today, not used), `used` (on an order that is not canceled),
 * `expired` (its validity ended before it was used). "Selected" is the checkout page's own state.
 */
export const CouponStatus = Type.Union([Type.Literal('available'), Type.Literal('used'), Type.Literal('expired')]);
export type CouponStatus = Static<typeof CouponStatus>;

/** What a shopper types: letters, digits, `-` and `_`; matched without regard to case. */
export const CouponCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' });

export const Coupon = Type.Object({
  coupon_id: Type.Integer(),
  /** The code, upper-case. */
  code: Type.String(),
  /** Activity name, in the caller's language. */
  display_name: Type.String(),
  /** Promotion details, e.g. "NT$100 off" or "Free shipping", in the caller's language. */
  promotion: Type.String(),
  /** Effective conditions in one line (threshold, origin, region), e.g. "Orders from NT$500 · Ships from Taiwan". */
  conditions: Type.String(),
  /** Validity start and end, ISO 8601. */
  starts_at: Type.String({ description: 'ISO 8601 date-time' }),
  ends_at: Type.String({ description: 'ISO 8601 date-time' }),
  /** The order ships free with this coupon (in addition to `discount`, which may be 0). */
  free_shipping: Type.Boolean(),
  /** Only for orders shipping from this origin; null: any origin. */
  ships_from: Nullable(ShipsFrom),
  /** Only for orders delivered to this sales area; null: anywhere. */
  region: Nullable(SalesArea),
  status: CouponStatus,
  /** Minimum goods subtotal in NT$ (0 when `unlimited_amount`). */
  threshold: Type.Integer(),
  /** NT$ taken off the goods subtotal (never more than the subtotal). */
  discount: Type.Integer(),
  /** No minimum order amount ("unlimited amount"): `threshold` is 0. */
  unlimited_amount: Type.Boolean(),
  /** When this member claimed it, ISO 8601. */
  claimed_at: Type.String({ description: 'ISO 8601 date-time' }),
});
export type Coupon = Static<typeof Coupon>;

/** GET coupon: the member's coupons, newest claim first; `status` filters. */
export const CouponListQuery = Type.Object({ status: Type.Optional(CouponStatus) }, { additionalProperties: false });
export type CouponListQuery = Static<typeof CouponListQuery>;
export const CouponList = DataOf(Type.Array(Coupon));
export type CouponList = Static<typeof CouponList>;

/**
 * POST coupon: claim by code. Refusals: 40041 invalid or incorrect code, 40042 expired, 40043 already claimed,
 * 40044 claim limit reached. Success ('successfully received') answers the claimed coupon.
 */
export const CouponClaim = Type.Object({ code: CouponCode }, { additionalProperties: false });
export type CouponClaim = Static<typeof CouponClaim>;
export const CouponBody = DataOf(Coupon);
export type CouponBody = Static<typeof CouponBody>;

/** The coupon an order (or a price quote) uses, with what it takes off this order. */
export const AppliedCoupon = Type.Object({
  coupon_id: Type.Integer(),
  code: Type.String(),
  display_name: Type.String(),
  /** NT$ taken off this order's goods subtotal. */
  discount: Type.Integer(),
  /** This order's shipping fee is waived by the coupon. */
  free_shipping: Type.Boolean(),
});
export type AppliedCoupon = Static<typeof AppliedCoupon>;
