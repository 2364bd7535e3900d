import { addIntentOf, pathWithAddIntent, withoutAddIntent } from './addAfterSignIn';

describe('the Add to cart a visitor takes through sign-in', () => {
  it('rides in the address back to the product, with its set items', () => {
    const path = pathWithAddIntent('/product/7', '?from=search', {
      amount: 3,
      setItems: [
        { product_id: 21, amount: 1 },
        { product_id: 22, amount: 2 },
      ],
    });
    expect(path).toBe('/product/7?from=search&add=3&sets=21.1%2C22.2');
    const search = new URLSearchParams(path.split('?')[1]);
    expect(addIntentOf(search)).toEqual({
      amount: 3,
      setItems: [
        { product_id: 21, amount: 1 },
        { product_id: 22, amount: 2 },
      ],
    });
    expect(withoutAddIntent(search).toString()).toBe('from=search');
  });

  it('is none when the address carries none, or a malformed one', () => {
    for (const query of [
      '',
      'add=0',
      'add=-1',
      'add=1.5',
      'add=100',
      'add=x',
      'add=1&sets=21',
      'add=1&sets=21.0',
      'add=2&sets=a.1',
    ])
      expect(addIntentOf(new URLSearchParams(query))).toBeNull();
    expect(addIntentOf(new URLSearchParams('add=2'))).toEqual({ amount: 2, setItems: [] });
    // Set items are named by product id, however many products the shop has.
    expect(addIntentOf(new URLSearchParams('add=1&sets=12345.2'))).toEqual({
      amount: 1,
      setItems: [{ product_id: 12345, amount: 2 }],
    });
  });
});
