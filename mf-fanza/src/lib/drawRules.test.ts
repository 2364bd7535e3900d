import { drawChoices, initialDraws, maxDraws, stepDraws, type DrawLimits } from './drawRules';

const onSale = (tickets_left: number, per_order_limit = 10): DrawLimits => ({ status: 'on_sale', tickets_left, per_order_limit });

it('an order buys at most the per-order limit, and never more than the tickets left', () => {
  expect(maxDraws(onSale(50))).toBe(10);
  expect(maxDraws(onSale(3))).toBe(3);
  expect(maxDraws({ ...onSale(50), status: 'sold_out' })).toBe(0);
  expect(maxDraws({ ...onSale(50), status: 'upcoming' })).toBe(0);
});

it('starts with the draws the campaign page asked for, kept within the limits', () => {
  expect(initialDraws('3', onSale(50))).toBe(3);
  expect(initialDraws('25', onSale(50))).toBe(10);
  expect(initialDraws('5', onSale(2))).toBe(2);
  expect(initialDraws('0', onSale(50))).toBe(1);
  expect(initialDraws('-2', onSale(50))).toBe(1);
  expect(initialDraws('abc', onSale(50))).toBe(1);
  expect(initialDraws(null, onSale(50))).toBe(1);
});

it('the stepper stays between 1 and the most this order may buy', () => {
  expect(stepDraws(1, -1, onSale(50))).toBe(1);
  expect(stepDraws(9, 1, onSale(50))).toBe(10);
  expect(stepDraws(10, 1, onSale(50))).toBe(10);
  expect(stepDraws(3, 1, onSale(3))).toBe(3);
});

it('offers the quick choices this order may buy, "all that is left" among them', () => {
  expect(drawChoices(onSale(50))).toEqual([1, 3, 5, 10]);
  expect(drawChoices(onSale(4))).toEqual([1, 3, 4]);
  expect(drawChoices(onSale(1))).toEqual([1]);
  expect(drawChoices({ ...onSale(0), status: 'sold_out' })).toEqual([]);
});
