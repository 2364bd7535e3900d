import { approximatePrice, discountOf, discountPercent, effectivePrice, formatTwd } from './price';

describe('effective price and discount', () => {
  it('uses the selling price when present', () => {
    expect(effectivePrice({ marked_price: 1000, selling_price: 850 })).toBe(850);
    expect(discountOf({ marked_price: 1000, selling_price: 850 })).toBe(150);
    expect(discountPercent({ marked_price: 1000, selling_price: 850 })).toBe(15);
  });

  it('falls back to the marked price, with no discount', () => {
    expect(effectivePrice({ marked_price: 1000, selling_price: null })).toBe(1000);
    expect(discountOf({ marked_price: 1000 })).toBe(0);
    expect(discountPercent({ marked_price: 1000 })).toBe(0);
  });

  it('never reports a negative discount or divides by zero', () => {
    expect(discountOf({ marked_price: 800, selling_price: 900 })).toBe(0);
    expect(discountPercent({ marked_price: 0, selling_price: 0 })).toBe(0);
    expect(effectivePrice({})).toBe(0);
  });
});

it('writes TWD with the NT$ sign and thousands separators', () => {
  expect(formatTwd(12800)).toBe('NT$12,800');
});

describe('approximatePrice', () => {
  const rates = { USD: 32.45, CNY: 4.47, TWD: 1 };

  it('converts to CNY for simplified Chinese and USD for English', () => {
    expect(approximatePrice(1280, 'cn', rates)).toMatchObject({ currency: 'CNY', amount: 1280 / 4.47, text: '≈ ¥286' });
    expect(approximatePrice(1280, 'en', rates)).toMatchObject({ currency: 'USD', text: '≈ US$39.45' });
  });

  it('shows nothing for traditional Chinese or without a usable rate', () => {
    expect(approximatePrice(1280, 'tw', rates)).toBeNull();
    expect(approximatePrice(1280, 'en', {})).toBeNull();
    expect(approximatePrice(1280, 'cn', { CNY: 0 })).toBeNull();
  });
});
