import { fees, fromChina, line, preOrder } from '../testing/fixtures';
import type { Origin } from './area';
import { groupCart, overLimit, settableAmount } from './cartGroups';
import { shipsTo } from './shipping';

const to = (countryCode: string) => ({ countryCode, shipsFrom: (origin: Origin) => shipsTo(fees, countryCode, origin) });
const ids = (lines: { product_id: number }[]) => lines.map((entry) => entry.product_id);

describe('groupCart', () => {
  it('puts items in stock, then pre-orders, each by the place they ship from, in the cart’s order', () => {
    const cart = [preOrder(1), line(2), fromChina(3), line(4), preOrder(5, { ships_from: 'CN' })];
    const { groups, blocked } = groupCart(cart, to('TW'));
    expect(groups.map((group) => [group.kind, group.origin, ids(group.lines)])).toEqual([
      ['inStock', 'TW', [2, 4]],
      ['inStock', 'CN', [3]],
      ['preOrder', 'TW', [1]],
      ['preOrder', 'CN', [5]],
    ]);
    expect(blocked).toEqual([]);
  });

  it('sets apart what can only be removed: sold out, no longer on sale, not sold or not shipped to the area', () => {
    const cart = [
      line(1, { state: 'sold_out' }),
      line(2, { state: 'unavailable' }),
      line(3, {}, { sales_area: ['CN'] }),
      line(4, { max_amount: 0 }),
      fromChina(5),
      line(6),
    ];
    const { groups, blocked } = groupCart(cart, to('JP'));
    expect(blocked.map((entry) => [entry.line.product_id, entry.reason])).toEqual([
      [1, 'soldOut'],
      [2, 'ended'],
      [3, 'notInArea'],
      [4, 'soldOut'],
      // Nothing ships from China to Japan.
      [5, 'cannotShip'],
    ]);
    expect(groups.map((group) => ids(group.lines))).toEqual([[6]]);
  });

  it('reads a line’s sales area from the destination: Taiwan, mainland China, or overseas for the rest', () => {
    const cart = [line(1, {}, { sales_area: ['TW'] }), line(2, {}, { sales_area: ['OVERSEAS'] })];
    expect(ids(groupCart(cart, to('TW')).groups.flatMap((group) => group.lines))).toEqual([1]);
    expect(ids(groupCart(cart, to('JP')).groups.flatMap((group) => group.lines))).toEqual([2]);
  });
});

it('flags a line holding more than may be bought now', () => {
  expect(overLimit(line(1, { amount: 3, max_amount: 2 }))).toBe(true);
  expect(overLimit(line(1, { amount: 2, max_amount: 2 }))).toBe(false);
});

it('sets a line to at most what may be bought now, but lets a line over it step down one at a time', () => {
  const within = line(1, { amount: 2, max_amount: 5 });
  expect(settableAmount(within, 4)).toBe(4);
  expect(settableAmount(within, 12)).toBe(5);
  const over = line(1, { amount: 5, max_amount: 3 });
  expect(settableAmount(over, 4)).toBe(4);
  expect(settableAmount(over, 9)).toBe(3);
  expect(settableAmount(over, 2)).toBe(2);
});
