import { act } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CartBody, ProductDetail } from '@shop/shared/contract';
import { $cartCount, $cartList, $selectedList, $toasts, clearCart, replaceCart, signIn, signOut } from '@shop/shared/stores';
import { routeHandle } from '@shop/shared/routing';
import { product, productDetail } from '../../testing/fixtures';
import { fakeApi, renderRoutes, type FakeRequest } from '../../testing/renderCatalog';
import ProductPage from './ProductPage';

type Line = { product_id: number; amount: number };

const cartBody = (lines: Line[]): CartBody => ({
  data: lines.map((line) => ({
    ...line,
    sub_product_infos: [],
    state: 'available',
    max_amount: 3,
    product: product(line.product_id),
  })),
  limit: 50,
});

/**
 * The API at the network edge: the product, and a cart whose POST sets a line and refuses more than the
 * member may hold (the purchase limit, capped by the stock unless it is a pre-order) with 40022, as the
 * API does.
 */
function serve(shown: ProductDetail, lines: Line[] = []): FakeRequest[] {
  let cart = lines;
  const max = shown.is_pre_order ? shown.purchase_limit : Math.min(shown.purchase_limit, shown.stock);
  return fakeApi({
    [`GET product/${shown.product_id}`]: { status: 200, data: { data: shown } },
    'GET cart': () => ({ status: 200, data: cartBody(cart) }),
    'POST cart': (request) => {
      const { product_id, update_amount } = request.data as { product_id: number; update_amount: number };
      if (update_amount > max) return { status: 400, data: { error_code: 40022, error_msg: 'server text' } };
      cart = [...cart.filter((line) => line.product_id !== product_id), { product_id, amount: update_amount }];
      return { status: 200, data: cartBody(cart) };
    },
  });
}

const routes = [
  { path: '/product/:productId', element: <ProductPage />, handle: routeHandle({ titleKey: 'catalog:title.product' }) },
  { path: '/login', element: <p>login page</p> },
  { path: '/checkout', element: <p>checkout page</p> },
];

/**
 * Opens the product's page for a member whose cart holds `lines`: already synced by the shell, or
 * (`synced: false`) not yet, so the first add fetches it.
 */
async function open(shown: ProductDetail, lines: Line[] = [], { synced = true } = {}) {
  signIn('token');
  if (synced) replaceCart(cartBody(lines).data);
  const requests = serve(shown, lines);
  const router = await renderRoutes(routes, `/product/${shown.product_id}`);
  await screen.findByRole('heading', { level: 1, name: shown.display_name });
  return { router, requests };
}

const quantity = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const hint = () => screen.getByTestId('purchase-hint').textContent;
const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST').map((request) => request.data);
const sent = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = (name: string) => sent().filter((entry) => entry[0] === 'event' && entry[1] === name);

/** Types a quantity and leaves the field, as a shopper does before pressing a button. */
function type(value: string) {
  fireEvent.change(quantity(), { target: { value } });
  fireEvent.blur(quantity());
}

const press = (name: string) => act(async () => fireEvent.click(button(name)));

beforeEach(() => {
  window.dataLayer = [];
  $toasts.set([]);
  $selectedList.set([]);
  signOut();
  clearCart();
});

describe('buying within the limit', () => {
  it('sends a visitor to sign in with what to add, and adds it once they are back signed in', async () => {
    const requests = serve(productDetail());
    const router = await renderRoutes(routes, '/product/7');
    await screen.findByRole('heading', { level: 1, name: 'Product 7' });
    fireEvent.click(button('Increase quantity'));
    fireEvent.click(button('Add to cart'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/product/7?add=2')}`);
    expect(posts(requests)).toEqual([]);

    // The sign-in page signs in and follows its redirect.
    signIn('token');
    await act(async () => router.navigate('/product/7?add=2'));
    await waitFor(() => expect(posts(requests)).toEqual([{ product_id: 7, update_amount: 2 }]));
    await waitFor(() => expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'success', message: 'Added to cart' })]));
    expect($cartCount.get()).toBe(2);
    // Acted on once: the address no longer carries it, so a reload or Back adds nothing more.
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/product/7');
    await act(async () => router.navigate(-1));
    await act(async () => router.navigate('/product/7'));
    expect(posts(requests)).toHaveLength(1);
  });

  it('takes a visitor who buys now to the guest checkout with this product alone', async () => {
    $selectedList.set([{ product_id: 3, amount: 1 }]);
    const requests = serve(productDetail());
    const router = await renderRoutes(routes, '/product/7');
    await screen.findByRole('heading', { level: 1, name: 'Product 7' });
    fireEvent.click(button('Increase quantity'));
    await press('Buy now');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect($selectedList.get()).toEqual([{ product_id: 7, amount: 2 }]);
    expect(posts(requests)).toEqual([]);
  });

  it('adds the new total to the cart, replaces the cart from the answer and says so', async () => {
    const { requests } = await open(productDetail(), [
      { product_id: 7, amount: 1 },
      { product_id: 3, amount: 1 },
    ]);
    expect(hint()).toBe('Limit 3 per customer · 1 already in your cart');
    // Purchase limit 3 with 1 in the cart: at most 2 more.
    fireEvent.click(button('Increase quantity'));
    expect(quantity().value).toBe('2');
    expect(button('Increase quantity').disabled).toBe(true);
    await press('Add to cart');
    expect(posts(requests)).toEqual([{ product_id: 7, update_amount: 3 }]);
    expect($cartCount.get()).toBe(4);
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'success', message: 'Added to cart' })]);
    expect(events('add_to_cart')[0]![2]).toMatchObject({ items: [{ item_id: 'SKU-7', quantity: 2 }] });
  });

  it('buy now adds the item and selects only it for checkout', async () => {
    $selectedList.set([{ product_id: 3, amount: 1 }]);
    const { router } = await open(productDetail({ is_single_checkout: true }), [{ product_id: 3, amount: 1 }]);
    expect(screen.getByTestId('single-checkout-hint').textContent).toBe('This item must be purchased separately');
    await press('Buy now');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect($selectedList.get()).toEqual([{ product_id: 7, amount: 1 }]);
    expect($cartList.get().map((line) => line.product_id)).toEqual([3, 7]);
  });
});

describe('adding beyond the limit', () => {
  const limitTen = productDetail({ purchase_limit: 10 });

  it('adds what fits and says so in one message: 2 in the cart, 10 asked, 8 added', async () => {
    const { requests } = await open(limitTen, [{ product_id: 7, amount: 2 }]);
    type('10');
    // The stepper holds a quantity that can be added.
    expect(quantity().value).toBe('8');
    await press('Add to cart');
    expect(posts(requests)).toEqual([{ product_id: 7, update_amount: 10 }]);
    expect(hint()).toBe('8 added, the limit is 10 per customer');
    // One message: no "added" toast beside it.
    expect($toasts.get()).toEqual([]);
    expect(events('add_to_cart')[0]![2]).toMatchObject({ items: [{ item_id: 'SKU-7', quantity: 8 }] });
    // Nothing more fits: the stepper shows what the cart holds, Add is off, Buy now goes on with the cart.
    expect(quantity().value).toBe('10');
    expect(quantity().disabled).toBe(true);
    expect(button('Add to cart').disabled).toBe(true);
    expect(button('Buy now').disabled).toBe(false);
  });

  it('counts what the cart holds before adding, when the shell had not fetched it yet', async () => {
    const { requests } = await open(limitTen, [{ product_id: 7, amount: 2 }], { synced: false });
    // The page cannot know the 2 yet: 10 look addable.
    type('10');
    expect(quantity().value).toBe('10');
    await press('Add to cart');
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET product/7', 'GET cart', 'POST cart']);
    expect(posts(requests)).toEqual([{ product_id: 7, update_amount: 10 }]);
    expect(hint()).toBe('8 added, the limit is 10 per customer');
    expect(screen.queryByTestId('purchase-error')).toBeNull();
  });

  it('says so when the cart turns out to hold the limit already, without asking the API to add', async () => {
    const { requests } = await open(limitTen, [{ product_id: 7, amount: 10 }], { synced: false });
    await press('Add to cart');
    expect(posts(requests)).toEqual([]);
    expect(hint()).toBe('None added, the limit is 10 per customer');
    expect($toasts.get()).toEqual([]);
    expect(button('Add to cart').disabled).toBe(true);
  });

  it('names the stock when fewer are left than the limit', async () => {
    const { requests } = await open(productDetail({ purchase_limit: 10, stock: 4 }), [{ product_id: 7, amount: 1 }]);
    expect(hint()).toBe('Only 4 available · 1 already in your cart');
    type('10');
    await press('Add to cart');
    expect(posts(requests)).toEqual([{ product_id: 7, update_amount: 4 }]);
    expect(hint()).toBe('3 added, only 4 available');
  });

  it('holds a pre-order to the limit per customer, whatever the stock', async () => {
    const preOrder = productDetail({ availability: 'pre_order', is_pre_order: true, stock: 0, purchase_limit: 5 });
    const { requests } = await open(preOrder);
    expect(hint()).toBe('Limit 5 per customer');
    type('9');
    await press('Add to cart');
    expect(posts(requests)).toEqual([{ product_id: 7, update_amount: 5 }]);
    expect(hint()).toBe('5 added, the limit is 5 per customer');
  });

  it('buy now with more than fits goes on with what fits, and the message goes along as a toast', async () => {
    const { router } = await open(limitTen, [{ product_id: 7, amount: 2 }], { synced: false });
    type('10');
    await press('Buy now');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect($selectedList.get()).toEqual([{ product_id: 7, amount: 10 }]);
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'info', message: '8 added, the limit is 10 per customer' })]);
  });
});

describe('with the cart at the limit', () => {
  it('shows what the cart holds in a stepper that is off, turns Add off and lets Buy now go on with the cart', async () => {
    const { router, requests } = await open(productDetail(), [{ product_id: 7, amount: 3 }]);
    expect(quantity().value).toBe('3');
    expect(quantity().disabled).toBe(true);
    expect(button('Increase quantity').disabled).toBe(true);
    expect(button('Decrease quantity').disabled).toBe(true);
    expect(hint()).toBe('3 in your cart, the limit is 3 per customer');
    expect(button('Add to cart').disabled).toBe(true);
    await press('Buy now');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect($selectedList.get()).toEqual([{ product_id: 7, amount: 3 }]);
    expect(posts(requests)).toEqual([]);
  });
});

describe('when the API refuses', () => {
  it.each([
    [40022, 'Understocking'],
    [40021, 'Shopping cart has reached the limit'],
    [40020, 'Out of stock'],
    [40023, 'Add to cart failed.'],
  ])('shows the spec message for error %i once, beside the buttons', async (code, message) => {
    signIn('token');
    replaceCart([]);
    fakeApi({
      'GET product/7': { status: 200, data: { data: productDetail() } },
      'POST cart': { status: 400, data: { error_code: code, error_msg: 'server text' } },
      'GET cart': { status: 200, data: cartBody([]) },
    });
    await renderRoutes(routes, '/product/7');
    await screen.findByRole('heading', { level: 1, name: 'Product 7' });
    await press('Add to cart');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(screen.getByTestId('purchase-error').textContent).toBe(message);
    expect($toasts.get()).toEqual([]);
  });
});

describe('a product that cannot be added', () => {
  it('offers the back-in-stock notice instead of a stepper at 0 when none is in stock', async () => {
    await open(productDetail({ stock: 0 }));
    expect(screen.queryByTestId('purchase-panel')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Notify me' })).toBeTruthy();
  });
});

describe('set items', () => {
  const withSets = () =>
    productDetail({
      set_items: [
        { item: product(21, { display_name: 'Acrylic stand' }), unit_price: 480, max_amount: 1 },
        { item: product(22, { display_name: 'Keychain' }), unit_price: 150, max_amount: 2 },
        {
          item: product(23, { display_name: 'Case', availability: 'sold_out', is_sold_out: true }),
          unit_price: 900,
          max_amount: 1,
        },
      ],
    });

  it('lists what the product offers at the set price, and adds the chosen items with the line', async () => {
    const { requests } = await open(withSets());
    const stand = screen.getByRole('checkbox', { name: 'Acrylic stand (set price NT$480)' }) as HTMLInputElement;
    expect((screen.getByRole('checkbox', { name: /^Case/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keychain (set price NT$150)' }));
    fireEvent.change(screen.getByLabelText('How many Keychain'), { target: { value: '2' } });
    fireEvent.click(stand);
    await press('Add to cart');
    expect(posts(requests)).toEqual([
      {
        product_id: 7,
        update_amount: 1,
        // In the product's offer order.
        sub_product_infos: [
          { product_id: 21, amount: 1 },
          { product_id: 22, amount: 2 },
        ],
      },
    ]);
  });

  it("a visitor's buy now takes the chosen items to the checkout", async () => {
    serve(withSets());
    const router = await renderRoutes(routes, '/product/7');
    await screen.findByRole('heading', { level: 1, name: 'Product 7' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Acrylic stand (set price NT$480)' }));
    await press('Buy now');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect($selectedList.get()).toEqual([{ product_id: 7, amount: 1, sub_product_infos: [{ product_id: 21, amount: 1 }] }]);
  });

  it("a visitor's Add to cart carries the chosen items through sign-in", async () => {
    const requests = serve(withSets());
    const router = await renderRoutes(routes, '/product/7');
    await screen.findByRole('heading', { level: 1, name: 'Product 7' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Acrylic stand (set price NT$480)' }));
    await press('Add to cart');
    const back = new URLSearchParams(router.state.location.search).get('redirect')!;
    expect(back).toBe('/product/7?add=1&sets=21.1');
    signIn('token');
    await act(async () => router.navigate(back));
    await waitFor(() =>
      expect(posts(requests)).toEqual([{ product_id: 7, update_amount: 1, sub_product_infos: [{ product_id: 21, amount: 1 }] }]),
    );
  });

  it('shows no choice for a product without offers', async () => {
    await open(productDetail());
    expect(screen.queryByTestId('set-items')).toBeNull();
  });
});
