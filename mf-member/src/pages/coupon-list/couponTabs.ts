import type { Coupon, CouponStatus } from '@shop/shared/contract';

/** The coupon list's tabs (SPEC §4 coupon statuses the list shows); `available` is the list's default. */
export const couponTabs = ['available', 'used', 'expired'] as const satisfies readonly CouponStatus[];

/** The tab the address names (`?status=used`), else `available`. */
export const tabIn = (params: URLSearchParams): CouponStatus =>
  couponTabs.find((status) => status === params.get('status')) ?? 'available';

/** The address of a tab: the default one has none. */
export const tabSearch = (status: CouponStatus) => (status === 'available' ? '' : `?status=${status}`);

/**
 * The member's coupons as the page shows them: the ones claimed on this page first (newest first), then the list
 * the API gave, without the same coupon twice.
 */
export function withClaimed(claimed: readonly Coupon[], listed: readonly Coupon[]): Coupon[] {
  const ids = new Set(claimed.map((coupon) => coupon.coupon_id));
  return [...claimed, ...listed.filter((coupon) => !ids.has(coupon.coupon_id))];
}

/** How many coupons each tab holds. */
export function countByStatus(coupons: readonly Coupon[]): Record<CouponStatus, number> {
  const counts: Record<CouponStatus, number> = { available: 0, used: 0, expired: 0 };
  for (const coupon of coupons) counts[coupon.status] += 1;
  return counts;
}
