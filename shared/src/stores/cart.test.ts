import type { CartItem } from '../contract';
import { $cartCount, $cartInitialised, $cartList, replaceCart } from './cart';
import { signIn, signOut } from './session';

const line = (product_id: number, amount: number) => ({ product_id, amount }) as CartItem;

beforeEach(() => {
  localStorage.clear();
  replaceCart([]);
});

it('counts units across lines, for the header dot', () => {
  replaceCart([line(1, 2), line(2, 1)]);
  expect($cartCount.get()).toBe(3);
});

it('is emptied and marked uninitialised when the member signs out', () => {
  signIn('token');
  replaceCart([line(1, 1)]);
  expect($cartInitialised.get()).toBe(true);
  signOut();
  expect($cartList.get()).toEqual([]);
  expect($cartInitialised.get()).toBe(false);
  expect(localStorage.getItem('jwt')).toBeNull();
});
