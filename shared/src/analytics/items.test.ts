import { toAnalyticsItem, truncateName } from './items';

describe('toAnalyticsItem (SPEC §7 item mapping)', () => {
  it('uses the selling price and derives the discount from the marked price', () => {
    expect(
      toAnalyticsItem({ sku: 'FIG-1', display_name: 'Figure', selling_price: 800, marked_price: 1000, amount: 2 }, 3),
    ).toEqual({
      item_id: 'FIG-1',
      item_name: 'Figure',
      price: 800,
      discount: 200,
      quantity: 2,
      index: 3,
    });
  });

  it('falls back to the marked price, unknown_sku and quantity 1', () => {
    expect(toAnalyticsItem({ display_name: 'Plush', marked_price: 500 })).toEqual({
      item_id: 'unknown_sku',
      item_name: 'Plush',
      price: 500,
      discount: 0,
      quantity: 1,
    });
  });
});

describe('truncateName', () => {
  it('keeps names of up to 200 characters', () => {
    expect(truncateName('a'.repeat(200))).toBe('a'.repeat(200));
  });

  it('cuts longer names to 200 characters plus an ellipsis, without splitting a character', () => {
    expect(truncateName('a'.repeat(201))).toBe(`${'a'.repeat(200)}...`);
    expect(truncateName('模'.repeat(199) + '🎁🎁')).toBe(`${'模'.repeat(199)}🎁...`);
  });
});
