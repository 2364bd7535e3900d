import type { CouponList, CouponListQuery } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** GET coupon: the member's coupons (`status: 'available'` for those that can be used now). */
export const getCoupons = (query: CouponListQuery = {}, options?: CallOptions) =>
  callApi<CouponList>({ method: 'GET', url: 'coupon', params: query }, options);
