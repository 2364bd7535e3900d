import { Type, type Static } from 'typebox';
import { Id, Nullable, PageOf, PagingQuery } from './common';
import { AdminTexts } from './admin-kuji';

// The operator console's coupons (/api/admin/v1/coupons): made with random codes, read with their claims and uses,
// disabled. A member claims a coupon once and uses that claim on up to `member_use_limit` orders (1: single use per
// member); `use_limit` caps the uses of all members together.

const DateTime = Type.String({ format: 'date-time', description: 'ISO 8601 date-time' });

export const AdminCouponScope = Type.Union([Type.Literal('shop'), Type.Literal('kuji'), Type.Literal('any')]);

/** POST coupons. */
export const AdminCouponCreate = Type.Object(
  {
    /** A code to type instead of a random one: refused in production (40097), where codes must not be guessable. */
    code: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{4,20}$' })),
    name: AdminTexts(100),
    /** TWD taken off. */
    discount_amount: Type.Integer({ minimum: 0, maximum: 100000 }),
    /** The goods (or draws) must cost at least this much; 0: any amount. */
    min_order: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000000 })),
    /** Shop orders only. */
    free_shipping: Type.Optional(Type.Boolean()),
    /** What it discounts: shop orders, kuji draws, or either. */
    scope: AdminCouponScope,
    starts_at: DateTime,
    ends_at: DateTime,
    /** Orders that may use it in all: 1 for a single-use code; null: any number. */
    use_limit: Nullable(Type.Integer({ minimum: 1, maximum: 1000000 })),
    /** Members who may claim it; null or absent: any number. */
    claim_limit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1000000 }))),
    /** Orders each member may use it on; absent: 1. Not above `use_limit` (40092). */
    member_use_limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type AdminCouponCreate = Static<typeof AdminCouponCreate>;

export const AdminCoupon = Type.Object({
  coupon_id: Type.Integer(),
  code: Type.String(),
  name: Type.Object({ tw: Type.String(), cn: Type.String(), en: Type.String() }),
  discount_amount: Type.Integer(),
  min_order: Type.Integer(),
  free_shipping: Type.Boolean(),
  scope: Type.String(),
  starts_at: DateTime,
  ends_at: DateTime,
  /** `scheduled` before its start, `active` in its window, `over` after its end (or once disabled). */
  status: Type.Union([Type.Literal('scheduled'), Type.Literal('active'), Type.Literal('over')]),
  claim_limit: Nullable(Type.Integer()),
  claimed_count: Type.Integer(),
  use_limit: Nullable(Type.Integer()),
  used_count: Type.Integer(),
  /** Orders each member may use it on. */
  member_use_limit: Type.Integer(),
});
export type AdminCoupon = Static<typeof AdminCoupon>;

export const AdminCouponData = Type.Object({ data: AdminCoupon });
export const AdminCouponList = PageOf(AdminCoupon);
export type AdminCouponList = Static<typeof AdminCouponList>;
export const AdminCouponParams = Type.Object({ coupon_id: Id }, { additionalProperties: false });
export const AdminCouponPaging = Type.Object(PagingQuery, { additionalProperties: false });

/** A member's claim of the coupon: how many orders use it now, and the latest of them (null while unused). */
export const AdminCouponClaim = Type.Object({
  member_id: Type.Integer(),
  email: Type.String(),
  claimed_at: DateTime,
  uses: Type.Integer(),
  used_at: Nullable(DateTime),
  order_id: Nullable(Type.Integer()),
  kuji_order_id: Nullable(Type.Integer()),
});
export const AdminCouponClaimList = PageOf(AdminCouponClaim);
export type AdminCouponClaimList = Static<typeof AdminCouponClaimList>;
