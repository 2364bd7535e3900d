import { addableQuantity, holdLimit, isPurchasable, newCartAmount } from './rules';

const product = (fields: Partial<Parameters<typeof holdLimit>[0]> = {}) => ({
  availability: 'available' as const,
  stock: 50,
  purchase_limit: 5,
  is_pre_order: false,
  ...fields,
});

describe('holdLimit', () => {
  it('is the purchase limit when stock is plenty', () => {
    expect(holdLimit(product())).toBe(5);
  });

  it('is capped by the stock', () => {
    expect(holdLimit(product({ stock: 3 }))).toBe(3);
  });

  it('ignores the stock for a pre-order', () => {
    expect(holdLimit(product({ availability: 'pre_order', is_pre_order: true, stock: 0 }))).toBe(5);
  });

  it('is 0 for a sold-out or unavailable product', () => {
    expect(holdLimit(product({ availability: 'sold_out', stock: 0 }))).toBe(0);
    expect(holdLimit(product({ availability: 'unavailable' }))).toBe(0);
    expect(isPurchasable({ availability: 'sold_out' })).toBe(false);
  });
});

describe('addableQuantity', () => {
  it('subtracts what the cart already holds', () => {
    expect(addableQuantity(product(), 0)).toBe(5);
    expect(addableQuantity(product(), 2)).toBe(3);
    expect(addableQuantity(product(), 5)).toBe(0);
    expect(addableQuantity(product({ stock: 3 }), 7)).toBe(0);
  });
});

describe('newCartAmount', () => {
  it('is the amount in the cart plus the quantity added (POST cart sets the line)', () => {
    expect(newCartAmount(0, 1)).toBe(1);
    expect(newCartAmount(2, 3)).toBe(5);
  });
});
