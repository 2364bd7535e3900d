import type { PageDataRequest } from '@shop/shared/page-cache';
import { getCoupons } from '../../api/coupons';

/** `/member/coupon-list`: every coupon the member claimed (the tabs filter them without a request). */
export const couponsData = () => ({ key: 'member-coupons', load: () => getCoupons() }) satisfies PageDataRequest;
