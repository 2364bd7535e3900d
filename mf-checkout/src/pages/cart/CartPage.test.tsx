import { act } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartItem, OrderSummary } from '@shop/shared/contract';
import { routeHandle } from '@shop/shared/routing';
import { $cartCount, $dialogs, $selectedList, $toasts, clearCart, signIn, signOut } from '@shop/shared/stores';
import { apiAnswers, type FakeRequest } from '@shop/shared/testing';
import { $deliveryCountry } from '../../lib/destination';
import { order } from '../../testing/checkoutApi';
import { fees, fromChina, line, preOrder, single } from '../../testing/fixtures';
import { renderRoutes, settle } from '../../testing/renderCheckout';
import CartPage from './CartPage';

const countries = [
  { country_code: 'TW', display_name: 'Taiwan', phone_code: '886', cities: [] },
  { country_code: 'CN', display_name: 'Mainland China', phone_code: '86', cities: [] },
  { country_code: 'JP', display_name: 'Japan', phone_code: '81', cities: [] },
  { country_code: 'KR', display_name: 'South Korea', phone_code: '82', cities: [] },
];

/**
 * The API at the network edge: the cart (POST sets a line, 0 removes it), the fee table, the countries and the
 * member's orders awaiting payment (canceling one puts its lines back in the cart).
 */
function serve(initial: CartItem[], awaiting: OrderSummary[] = []): FakeRequest[] {
  let cart = initial;
  let unpaid = awaiting;
  return apiAnswers({
    'GET order': () => ({ status: 200, data: { data: unpaid, page: 1, page_size: 5, total: unpaid.length } }),
    'POST order/41/cancel': () => {
      unpaid = [];
      cart = [line(1, { amount: 2 })];
      return { status: 200, data: { data: { order: { ...order(), status: 'canceled' }, lines_back_in_cart: 1 } } };
    },
    'GET cart': () => ({ status: 200, data: { data: cart, limit: 50 } }),
    'POST cart': (request) => {
      const { product_id, update_amount } = request.data as { product_id: number; update_amount: number };
      cart =
        update_amount === 0
          ? cart.filter((entry) => entry.product_id !== product_id)
          : cart.map((entry) => (entry.product_id === product_id ? { ...entry, amount: update_amount } : entry));
      return { status: 200, data: { data: cart, limit: 50 } };
    },
    'GET system/express-fee': { status: 200, data: { data: fees } },
    'GET system/country-city': { status: 200, data: { data: countries } },
  });
}

const routes = [
  { path: '/cart', element: <CartPage />, handle: routeHandle({ titleKey: 'checkout:title.cart', requiresAuth: true }) },
];

async function open(cart: CartItem[], locale: 'tw' | 'cn' | 'en' = 'en', awaiting: OrderSummary[] = []) {
  signIn('token');
  const requests = serve(cart, awaiting);
  const router = await renderRoutes(routes, '/cart', locale);
  await settle();
  return { router, requests };
}

const row = (id: number) => screen.getAllByTestId('cart-line').find((element) => element.dataset.productId === String(id))!;
const tick = (id: number) => act(async () => fireEvent.click(within(row(id)).getByRole('checkbox')));
const notice = () => screen.getByTestId('cart-notice').textContent;
const events = (name: string) =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[1] === name);

beforeEach(() => {
  window.dataLayer = [];
  $toasts.set([]);
  $dialogs.set([]);
  $selectedList.set([]);
  $deliveryCountry.set('');
  sessionStorage.clear();
  signOut();
  clearCart();
});

describe('the lines, grouped as they can be checked out', () => {
  it('shows items in stock by origin, pre-orders, and unavailable items that can only be removed', async () => {
    await open([
      line(1, { amount: 2 }),
      fromChina(2),
      preOrder(3),
      line(4, { state: 'sold_out' }),
      line(5, { state: 'unavailable' }),
      line(6, {}, { sales_area: ['CN'] }),
    ]);
    const group = (id: string) => screen.getByTestId(`cart-group-${id}`);
    expect(within(group('inStock-TW')).getByRole('heading').textContent).toBe('Ships from Taiwan');
    expect(within(group('inStock-CN')).getByRole('heading').textContent).toBe('Ships from China');
    expect(within(group('preOrder-TW')).getByRole('heading').textContent).toBe('Pre-order items · ships from Taiwan');
    const unavailable = group('unavailable');
    expect(
      within(unavailable)
        .getAllByTestId('blocked-reason')
        .map((mark) => mark.textContent),
    ).toEqual(['Sold out', 'No longer on sale', 'Not sold in your area']);
    // Unavailable lines: no check box, no stepper, only Remove.
    expect(within(unavailable).queryAllByRole('checkbox')).toEqual([]);
    expect(within(unavailable).queryAllByRole('spinbutton')).toEqual([]);
    expect(within(unavailable).getAllByRole('button', { name: /^Remove/ })).toHaveLength(3);
    // Each line: name, unit price, line total.
    expect(within(row(1)).getByRole('link', { name: 'Product 1' })).toBeTruthy();
    expect(within(row(1)).getByText('NT$1,000')).toBeTruthy();
    expect(within(row(1)).getByTestId('line-total').textContent).toBe('NT$2,000');
  });

  it('names and prices the set items a line carries, in its total and the subtotal; checkout gets only ids', async () => {
    const bonus = { product_id: 9, amount: 2, display_name: 'Bonus card', unit_price: 150, state: 'available' as const };
    await open([line(1, { amount: 2, sub_product_infos: [bonus] })]);
    expect(within(row(1)).getByTestId('line-options').textContent).toBe('Includes Bonus card × 2 (+NT$150 each)');
    // Two units, each NT$1,000 with two cards at NT$150.
    expect(within(row(1)).getByTestId('line-total').textContent).toBe('NT$2,600');
    await tick(1);
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('NT$2,600');
    expect(JSON.parse(sessionStorage.getItem('selectedList')!)).toEqual([
      { product_id: 1, amount: 2, sub_product_infos: [{ product_id: 9, amount: 2 }] },
    ]);
  });

  it('moves lines that are not sold or not shipped to the chosen destination to the unavailable items', async () => {
    await open([line(1, {}, { sales_area: ['TW'] }), fromChina(2), line(3)]);
    expect(screen.queryByTestId('cart-group-unavailable')).toBeNull();
    await act(async () => fireEvent.change(screen.getByLabelText('Deliver to'), { target: { value: 'JP' } }));
    expect(
      within(screen.getByTestId('cart-group-unavailable'))
        .getAllByTestId('blocked-reason')
        .map((mark) => mark.textContent),
    ).toEqual(['Not sold in your area', 'These items cannot ship to this area.']);
    expect(sessionStorage.getItem('deliveryCountry')).toBe('"JP"');
  });

  it('says where import taxes apply: not in the total, and no free shipping', async () => {
    await open([line(1, { amount: 9, max_amount: 10 })]);
    await tick(1);
    expect(screen.queryByTestId('import-tax-note')).toBeNull();
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Free');
    await act(async () => fireEvent.change(screen.getByLabelText('Deliver to'), { target: { value: 'KR' } }));
    expect(screen.getByTestId('import-tax-note').textContent).toMatch(
      /^Import taxes for this destination are paid by the recipient/,
    );
    expect(screen.getByTestId('summary-shipping').textContent).toBe('NT$380');
    expect(screen.getByTestId('summary-total').textContent).toBe('NT$9,380');
  });

  it('shows an empty cart with the way back to the catalogue', async () => {
    await open([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your cart is empty');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/product-list/all');
  });
});

describe('selecting for checkout', () => {
  it('keeps the selection in session storage and prices it: subtotal, shipping estimate, total', async () => {
    await open([line(1, { amount: 2 }), line(2, {}, { selling_price: 500 })]);
    await tick(1);
    expect(JSON.parse(sessionStorage.getItem('selectedList')!)).toEqual([{ product_id: 1, amount: 2 }]);
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('NT$2,000');
    // Taiwan to Taiwan: store pickup ships free from NT$1,000.
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Free');
    expect(screen.getByTestId('summary-total').textContent).toBe('NT$2,000');
    await tick(1);
    await tick(2);
    // NT$500 from Taiwan: store pickup, NT$60, is the cheapest.
    expect(screen.getByTestId('summary-shipping').textContent).toBe('NT$60');
    expect(screen.getByTestId('summary-total').textContent).toBe('NT$560');
  });

  it('selects a whole group with its check box', async () => {
    await open([line(1), line(2), single(3)]);
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Select all: Ships from Taiwan' })));
    expect($selectedList.get()).toEqual([
      { product_id: 1, amount: 1 },
      { product_id: 2, amount: 1 },
    ]);
  });

  it('keeps a single-checkout-only item alone', async () => {
    await open([line(1), single(2)]);
    await tick(1);
    await tick(2);
    expect(notice()).toBe('This item must be purchased separately');
    expect((within(row(2)).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect($selectedList.get()).toEqual([{ product_id: 1, amount: 1 }]);
  });

  it('checks out items from Taiwan and from China separately', async () => {
    await open([line(1), fromChina(2)]);
    await tick(1);
    await tick(2);
    expect(notice()).toMatch(/^Items shipping from Taiwan and from China are checked out separately/);
    expect($selectedList.get()).toEqual([{ product_id: 1, amount: 1 }]);
  });

  it('asks for all the pre-orders of a group at checkout', async () => {
    const { router } = await open([preOrder(1), preOrder(2)]);
    await tick(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Checkout' })));
    expect(notice()).toBe('Please select all items');
    expect(router.state.location.pathname).toBe('/cart');
    await tick(2);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Checkout' })));
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('goes to the checkout with the selection and tracks begin_checkout', async () => {
    const { router } = await open([line(1, { amount: 2 }), line(2)]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Checkout' })));
    expect(notice()).toBe('Select the items you want to check out.');
    await tick(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Checkout' })));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(JSON.parse(sessionStorage.getItem('selectedList')!)).toEqual([{ product_id: 1, amount: 2 }]);
    expect(events('begin_checkout')[0]![2]).toMatchObject({
      value: 2000,
      items: [{ item_id: 'SKU-1', price: 1000, discount: 200, quantity: 2, index: 0 }],
    });
  });
});

describe('changing a line', () => {
  it('sets the quantity within what may be bought, and the header count and selection follow', async () => {
    const { requests } = await open([line(1, { amount: 1, max_amount: 2 })]);
    await tick(1);
    const plus = within(row(1)).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    await act(async () => fireEvent.click(plus));
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.data)).toEqual([
      { product_id: 1, update_amount: 2 },
    ]);
    expect(within(row(1)).getByTestId('line-total').textContent).toBe('NT$2,000');
    expect($cartCount.get()).toBe(2);
    expect($selectedList.get()).toEqual([{ product_id: 1, amount: 2 }]);
    // The limit (max_amount 2) is reached.
    expect(plus.disabled).toBe(true);
  });

  it('asks before removing a line, then removes it and tracks remove_from_cart', async () => {
    const { requests } = await open([line(1, { amount: 3 }), line(2)]);
    await tick(1);
    fireEvent.click(within(row(1)).getByRole('button', { name: 'Remove Product 1' }));
    await waitFor(() => expect($dialogs.get()).toHaveLength(1));
    expect($dialogs.get()[0]!.message).toBe('Remove Product 1 from your cart?');
    await act(async () => $dialogs.get()[0]!.settle(true));
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.data)).toEqual([
      { product_id: 1, update_amount: 0 },
    ]);
    expect(screen.getAllByTestId('cart-line').map((element) => element.dataset.productId)).toEqual(['2']);
    expect($selectedList.get()).toEqual([]);
    expect(events('remove_from_cart')[0]![2]).toMatchObject({ items: [{ item_id: 'SKU-1', quantity: 3 }] });
  });
});

it('speaks the shopper’s language', async () => {
  await open([line(1), single(2), preOrder(3, { ships_from: 'CN' })], 'tw');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('購物車');
  expect(within(screen.getByTestId('cart-group-preOrder-CN')).getByRole('heading').textContent).toBe('預購商品・中國大陸出貨');
  await tick(1);
  await tick(2);
  expect(notice()).toBe('此商品須單獨購買');
});

it('speaks simplified Chinese too', async () => {
  await open([line(1), fromChina(2)], 'cn');
  await tick(1);
  await tick(2);
  expect(notice()).toBe('台湾发货与中国大陆发货的商品须分开结账：一笔订单从一地发货。');
});

describe('an order left unpaid', () => {
  it('shows in the empty cart with Pay now and Cancel; canceled, its lines are back and chosen', async () => {
    const { requests } = await open([], 'en', [order()]);
    expect(screen.getByTestId('cart-empty')).toBeTruthy();
    const pending = await screen.findByTestId('pending-order');
    expect(pending.textContent).toContain('Unpaid order S2611230000041');
    expect(within(pending).getByRole('button', { name: 'Pay now' })).toBeTruthy();
    fireEvent.click(within(pending).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect($dialogs.get()).toHaveLength(1));
    await act(async () => $dialogs.get()[0]!.settle(true));
    await settle();
    expect(requests.filter((request) => request.url === 'order/41/cancel')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('pending-order')).toBeNull());
    expect(row(1)).toBeTruthy();
    expect($selectedList.get()).toEqual([{ product_id: 1, amount: 2 }]);
    expect($cartCount.get()).toBe(2);
  });

  it('shows above the lines of a cart that has some', async () => {
    await open([line(2)], 'tw', [order()]);
    const pending = await screen.findByTestId('pending-order');
    expect(pending.textContent).toContain('待付款訂單');
    expect(within(pending).getByRole('button', { name: '立即付款' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: '取消訂單' })).toBeTruthy();
    expect(row(2)).toBeTruthy();
  });
});
