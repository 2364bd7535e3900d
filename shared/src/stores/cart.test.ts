import { $cartCount, $cartInitialised, $cartList, $selectedList, replaceCart, selectOnly, setCartAmount } from './cart';
import { signIn, signOut } from './session';

beforeEach(() => {
  localStorage.clear();
  replaceCart([]);
});

describe('cart store', () => {
  it('counts units across lines', () => {
    setCartAmount(1, 2);
    setCartAmount(2, 1);
    expect($cartCount.get()).toBe(3);
  });

  it('replaces a line amount and removes it at 0, like update_amount', () => {
    setCartAmount(1, 2);
    setCartAmount(1, 5);
    expect($cartList.get()).toEqual([{ product_id: 1, amount: 5 }]);
    setCartAmount(1, 0);
    expect($cartList.get()).toEqual([]);
  });

  it('is emptied and marked uninitialised when the member signs out', () => {
    signIn('token');
    replaceCart([{ product_id: 1, amount: 1 }]);
    expect($cartInitialised.get()).toBe(true);
    signOut();
    expect($cartList.get()).toEqual([]);
    expect($cartInitialised.get()).toBe(false);
    expect(localStorage.getItem('jwt')).toBeNull();
  });
});

describe('checkout selection', () => {
  beforeEach(() => sessionStorage.clear());

  it('buy now selects only the one line and keeps it in sessionStorage, with no subscriber', () => {
    $selectedList.set([{ product_id: 7, amount: 1 }]);
    selectOnly({ product_id: 9, amount: 2, sub_product_infos: [] });
    expect($selectedList.get()).toEqual([{ product_id: 9, amount: 2 }]);
    expect(JSON.parse(sessionStorage.getItem('selectedList')!)).toEqual([{ product_id: 9, amount: 2 }]);
  });

  it('keeps sub products of the line', () => {
    selectOnly({ product_id: 9, amount: 1, sub_product_infos: [{ product_id: 3, amount: 1 }] });
    expect($selectedList.get()).toEqual([{ product_id: 9, amount: 1, sub_product_infos: [{ product_id: 3, amount: 1 }] }]);
  });
});
