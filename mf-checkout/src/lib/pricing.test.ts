import { fees } from '../testing/fixtures';
import { deliveryOptions, feeFor, feesChanged, goodsSubtotal, localAmounts } from './pricing';

it('adds up the goods at their selling price, else their marked price', () => {
  expect(
    goodsSubtotal([
      { product: { selling_price: 800, marked_price: 1000 }, amount: 2 },
      { product: { selling_price: null, marked_price: 500 }, amount: 1 },
    ]),
  ).toBe(2100);
});

describe('deliveryOptions', () => {
  it('lists the route’s methods, home delivery first', () => {
    expect(deliveryOptions(fees, 'TW', 'TW')).toEqual([
      { method: 'home', fee: 100, freeFrom: 1500 },
      { method: 'cvs', fee: 60, freeFrom: 1000 },
    ]);
    expect(deliveryOptions(fees, 'JP', 'CN')).toEqual([]);
  });

  it('offers no free shipping where the shopper pays import taxes', () => {
    expect(deliveryOptions(fees, 'KR', 'TW')).toEqual([{ method: 'overseas_courier', fee: 380, freeFrom: null }]);
  });
});

it('charges a method’s fee below its threshold and nothing from it on', () => {
  const option = { method: 'home' as const, fee: 100, freeFrom: 1500 };
  expect(feeFor(option, 1499)).toBe(100);
  expect(feeFor(option, 1500)).toBe(0);
  expect(feeFor({ ...option, freeFrom: null }, 99_999)).toBe(100);
  expect(localAmounts(1000, option)).toEqual({ subtotal: 1000, shipping_fee: 100, discount: 0, total: 1100 });
  expect(localAmounts(1000, undefined)).toEqual({ subtotal: 1000, shipping_fee: 0, discount: 0, total: 1000 });
});

describe('feesChanged', () => {
  it('notices a route whose fee or threshold changed since the cart', () => {
    const raised = fees.map((row) => (row.country_code === 'TW' && row.delivery_method === 'cvs' ? { ...row, fee: 70 } : row));
    expect(feesChanged(fees, raised, 'TW', 'TW')).toBe(true);
    expect(feesChanged(fees, raised, 'TW', 'CN')).toBe(false);
    expect(feesChanged(fees, [...fees].reverse(), 'TW', 'TW')).toBe(false);
    expect(feesChanged(null, raised, 'TW', 'TW')).toBe(false);
  });
});

it('adds a line’s set items to each of its units', () => {
  expect(goodsSubtotal([{ product: { selling_price: 800, marked_price: 1000 }, amount: 2, setPrice: 480 + 2 * 150 }])).toBe(3160);
});
