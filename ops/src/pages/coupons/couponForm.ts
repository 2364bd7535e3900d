/**
 * The new-coupon form: its values as the inputs hold them (strings for numbers and moments) and the API's request
 * made from them. An empty limit means "any number"; an empty code means the API draws a random one.
 */
import type { AdminCouponCreate } from '@shop/shared/contract';
import type { InLanguages } from '../catalogue/productForm';
import { localInputValue } from '../catalogue/productForm';

export type CouponScope = AdminCouponCreate['scope'];
export const couponScopes: CouponScope[] = ['shop', 'kuji', 'any'];

export interface CouponValues {
  /** Empty: a random code (the only kind the API makes in production). */
  code: string;
  name: InLanguages;
  discount_amount: string;
  min_order: string;
  free_shipping: boolean;
  scope: CouponScope;
  /** datetime-local values, in the browser's time zone. */
  starts_at: string;
  ends_at: string;
  /** Orders using it in all; empty: any number. */
  use_limit: string;
  /** Orders each member may use it on. */
  member_use_limit: string;
  /** Members who may claim it; empty: any number. */
  claim_limit: string;
}

const DAY = 86_400_000;

export function emptyCoupon(now: Date = new Date()): CouponValues {
  return {
    code: '',
    name: { tw: '', cn: '', en: '' },
    discount_amount: '100',
    min_order: '0',
    free_shipping: false,
    scope: 'shop',
    starts_at: localInputValue(now.toISOString()),
    ends_at: localInputValue(new Date(now.getTime() + 30 * DAY).toISOString()),
    use_limit: '',
    member_use_limit: '1',
    claim_limit: '',
  };
}

const limit = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** The POST coupons body for these values (free shipping only where something ships: not on kuji-only coupons). */
export function couponRequest(v: CouponValues): AdminCouponCreate {
  const code = v.code.trim();
  return {
    ...(code && { code }),
    name: { tw: v.name.tw.trim(), cn: v.name.cn.trim(), en: v.name.en.trim() },
    discount_amount: Number(v.discount_amount),
    min_order: Number(v.min_order || 0),
    free_shipping: v.scope !== 'kuji' && v.free_shipping,
    scope: v.scope,
    starts_at: new Date(v.starts_at).toISOString(),
    ends_at: new Date(v.ends_at).toISOString(),
    use_limit: limit(v.use_limit),
    member_use_limit: Number(v.member_use_limit || 1),
    claim_limit: limit(v.claim_limit),
  };
}
