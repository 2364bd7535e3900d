import { clampQuantity, wholeQuantity } from './quantity';

describe('clampQuantity', () => {
  it('keeps a whole number from 1 to the maximum', () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-4, 5)).toBe(1);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(Number('abc'), 5)).toBe(1);
  });

  it('is 0 when nothing can be added', () => {
    expect(clampQuantity(1, 0)).toBe(0);
  });
});

describe('wholeQuantity', () => {
  it('keeps what was asked above any maximum, as a whole number of at least 1', () => {
    expect(wholeQuantity(10)).toBe(10);
    expect(wholeQuantity(2.7)).toBe(2);
    expect(wholeQuantity(0)).toBe(1);
    expect(wholeQuantity(Number('abc'))).toBe(1);
  });
});
