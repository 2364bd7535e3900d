import type { CartSetItem } from '@shop/shared/contract';
import { fees, fromChina, line, preOrder, single } from '../testing/fixtures';
import type { Origin } from './area';
import { groupCart } from './cartGroups';
import { checkoutRefusal, refusalToAdd, selectAllOf, selectedLines, toSelectedList } from './selection';
import { shipsTo } from './shipping';

const taiwan = { countryCode: 'TW', shipsFrom: (origin: Origin) => shipsTo(fees, 'TW', origin) };
const ids = (lines: { product_id: number }[]) => lines.map((entry) => entry.product_id);

describe('refusalToAdd', () => {
  it('lets lines of one origin and kind go together', () => {
    expect(refusalToAdd(line(1), [])).toBeNull();
    expect(refusalToAdd(line(1), [line(2), line(3)])).toBeNull();
    expect(refusalToAdd(preOrder(1), [preOrder(2)])).toBeNull();
  });

  it('keeps a single-checkout-only item alone, whichever is chosen first', () => {
    expect(refusalToAdd(single(1), [line(2)])).toBe('separately');
    expect(refusalToAdd(line(2), [single(1)])).toBe('separately');
    expect(refusalToAdd(single(1), [])).toBeNull();
    // Choosing it again (with only itself selected) is no conflict.
    expect(refusalToAdd(single(1), [single(1)])).toBeNull();
  });

  it('checks out items shipping from Taiwan and from China separately', () => {
    expect(refusalToAdd(fromChina(1), [line(2)])).toBe('oneOrigin');
    expect(refusalToAdd(line(2), [fromChina(1)])).toBe('oneOrigin');
  });

  it('does not mix pre-orders with items in stock', () => {
    expect(refusalToAdd(preOrder(1), [line(2)])).toBe('preOrderApart');
    expect(refusalToAdd(line(2), [preOrder(1)])).toBe('preOrderApart');
  });
});

describe('selectAllOf', () => {
  it('takes every selectable line of the group but single-checkout-only ones and lines above their limit', () => {
    const [group] = groupCart([line(1), single(2), line(3, { amount: 6, max_amount: 5 }), line(4)], taiwan).groups;
    expect(ids(selectAllOf(group!))).toEqual([1, 4]);
  });

  it('takes a single-checkout-only line when it is all the group holds', () => {
    const [group] = groupCart([single(2)], taiwan).groups;
    expect(ids(selectAllOf(group!))).toEqual([2]);
  });
});

describe('checkoutRefusal', () => {
  const cart = [line(1), line(2), preOrder(3), preOrder(4), preOrder(5, { is_single_checkout: true })];
  const { groups } = groupCart(cart, taiwan);
  const pick = (...chosen: number[]) => cart.filter((entry) => chosen.includes(entry.product_id));

  it('asks for a selection first', () => {
    expect(checkoutRefusal([], groups)).toBe('empty');
  });

  it('lets any part of the items in stock go', () => {
    expect(checkoutRefusal(pick(1), groups)).toBeNull();
  });

  it('asks for all the pre-orders of a group together, the single-checkout-only one aside (Please select all items)', () => {
    expect(checkoutRefusal(pick(3), groups)).toBe('selectAll');
    expect(checkoutRefusal(pick(3, 4), groups)).toBeNull();
    expect(checkoutRefusal(pick(5), groups)).toBeNull();
  });
});

describe('selectedLines', () => {
  it('keeps the stored lines that may still be bought together, in the cart’s order', () => {
    const candidates = [line(1), line(2, { amount: 9, max_amount: 4 }), fromChina(3), line(4)];
    const stored = [
      { product_id: 4, amount: 1 },
      { product_id: 3, amount: 1 },
      { product_id: 2, amount: 9 },
      { product_id: 1, amount: 1 },
    ];
    // 2 holds more than may be bought; 3 ships from China, after 1 from Taiwan was kept.
    expect(ids(selectedLines(stored, candidates))).toEqual([1, 4]);
    expect(ids(selectedLines([{ product_id: 7, amount: 1 }], candidates))).toEqual([]);
  });
});

it('stores the selection with amounts, and sub products only where a line has some', () => {
  // As the cart API answers it: named and priced.
  const priced: CartSetItem[] = [{ product_id: 9, amount: 1, display_name: 'Stand', unit_price: 300, state: 'available' }];
  const withSubs = line(2, { amount: 2, sub_product_infos: priced });
  expect(toSelectedList([line(1, { amount: 3 }), withSubs])).toEqual([
    { product_id: 1, amount: 3 },
    { product_id: 2, amount: 2, sub_product_infos: [{ product_id: 9, amount: 1 }] },
  ]);
});
