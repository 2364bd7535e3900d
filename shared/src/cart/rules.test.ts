import { addableQuantity, holdLimit, isPurchasable, limitReason, newCartAmount, quantityToAdd } from './rules';

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

describe('quantityToAdd', () => {
  it('is what the shopper asked for while the cart can take it', () => {
    expect(quantityToAdd(product({ purchase_limit: 10 }), 2, 3)).toBe(3);
    expect(quantityToAdd(product({ purchase_limit: 10 }), 2, 8)).toBe(8);
  });

  it('adds only what fits beyond the limit: 2 in the cart, limit 10, 10 asked gives 8', () => {
    expect(quantityToAdd(product({ purchase_limit: 10 }), 2, 10)).toBe(8);
  });

  it('is capped by the stock, but not for a pre-order', () => {
    expect(quantityToAdd(product({ purchase_limit: 10, stock: 4 }), 1, 10)).toBe(3);
    expect(quantityToAdd(product({ purchase_limit: 10, stock: 0, availability: 'pre_order', is_pre_order: true }), 1, 10)).toBe(
      9,
    );
  });

  it('is 0 when the cart holds the limit, or the product cannot be bought', () => {
    expect(quantityToAdd(product({ purchase_limit: 10 }), 10, 1)).toBe(0);
    expect(quantityToAdd(product({ purchase_limit: 10 }), 12, 1)).toBe(0);
    expect(quantityToAdd(product({ availability: 'sold_out', stock: 0 }), 0, 1)).toBe(0);
  });

  it('never adds a fraction or a negative amount', () => {
    expect(quantityToAdd(product(), 0, 2.9)).toBe(2);
    expect(quantityToAdd(product(), 0, -3)).toBe(0);
    expect(quantityToAdd(product(), 0, Number.NaN)).toBe(0);
  });
});

describe('limitReason', () => {
  it('is the per-customer limit when the stock covers it', () => {
    expect(limitReason(product({ purchase_limit: 10, stock: 10 }))).toBe('perCustomer');
    expect(limitReason(product({ purchase_limit: 10, stock: 50 }))).toBe('perCustomer');
  });

  it('is the stock when fewer are left than the limit', () => {
    expect(limitReason(product({ purchase_limit: 10, stock: 4 }))).toBe('stock');
  });

  it('is the per-customer limit for a pre-order, whatever the stock', () => {
    expect(limitReason(product({ purchase_limit: 10, stock: 0, availability: 'pre_order', is_pre_order: true }))).toBe(
      'perCustomer',
    );
  });
});
