import { fees } from '../testing/fixtures';
import { shippingEstimate, shipsTo } from './shipping';

describe('shippingEstimate', () => {
  it('is the cheapest delivery method of the route', () => {
    // Taiwan to Taiwan: store pickup (NT$60) is cheaper than home delivery (NT$100).
    expect(shippingEstimate(fees, 'TW', 'TW', 500)).toEqual({ fee: 60, freeFrom: 1000 });
  });

  it('is free from the method’s threshold on', () => {
    expect(shippingEstimate(fees, 'TW', 'TW', 1000)).toEqual({ fee: 0, freeFrom: 1000 });
    expect(shippingEstimate(fees, 'TW', 'CN', 2999)).toEqual({ fee: 180, freeFrom: 3000 });
    expect(shippingEstimate(fees, 'TW', 'CN', 3000)).toEqual({ fee: 0, freeFrom: 3000 });
  });

  it('is never free where the shopper pays import taxes', () => {
    expect(shippingEstimate(fees, 'KR', 'TW', 9000)).toEqual({ fee: 380, freeFrom: null });
  });

  it('is null where nothing ships', () => {
    expect(shippingEstimate(fees, 'JP', 'CN', 100)).toBeNull();
    expect(shipsTo(fees, 'JP', 'CN')).toBe(false);
    expect(shipsTo(fees, 'JP', 'TW')).toBe(true);
  });
});
