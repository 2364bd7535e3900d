import type { CouponBody, CouponClaim, CouponList, CouponListQuery } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** GET coupon: every coupon the member claimed (available, used and expired), newest claim first. */
export const getCoupons = (query: CouponListQuery = {}, options?: CallOptions) =>
  callApi<CouponList>({ method: 'GET', url: 'coupon', params: query }, options);

/** POST coupon: claims a coupon by its code; answers the claimed coupon. */
export const claimCoupon = (body: CouponClaim, options?: CallOptions) =>
  callApi<CouponBody>({ method: 'POST', url: 'coupon', data: body }, options);
