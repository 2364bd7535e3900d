import { couponRequest, emptyCoupon, type CouponValues } from './couponForm';

const filled = (over: Partial<CouponValues> = {}): CouponValues => ({
  ...emptyCoupon(new Date('2026-12-01T04:00:00.000Z')),
  name: { tw: ' 折 100 ', cn: '减 100', en: 'NT$100 off' },
  ...over,
});

describe('the new-coupon form', () => {
  it('opens on a month-long, single-use-per-member shop coupon without a typed code', () => {
    const body = couponRequest(filled());
    expect(body).toEqual({
      name: { tw: '折 100', cn: '减 100', en: 'NT$100 off' },
      discount_amount: 100,
      min_order: 0,
      free_shipping: false,
      scope: 'shop',
      starts_at: '2026-12-01T04:00:00.000Z',
      ends_at: '2026-12-31T04:00:00.000Z',
      use_limit: null,
      member_use_limit: 1,
      claim_limit: null,
    });
    expect('code' in body).toBe(false);
  });

  it('sends limits as numbers, a typed code trimmed, and no free shipping on kuji-only coupons', () => {
    const body = couponRequest(
      filled({
        code: ' SPRING26 ',
        scope: 'kuji',
        free_shipping: true,
        use_limit: '50',
        member_use_limit: '3',
        claim_limit: '40',
      }),
    );
    expect(body).toMatchObject({
      code: 'SPRING26',
      scope: 'kuji',
      free_shipping: false,
      use_limit: 50,
      member_use_limit: 3,
      claim_limit: 40,
    });
    expect(couponRequest(filled({ scope: 'any', free_shipping: true, min_order: '' }))).toMatchObject({
      free_shipping: true,
      min_order: 0,
    });
  });
});
