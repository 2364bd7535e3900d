import { act } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartBody, ProductDetail } from '@shop/shared/contract';
import {
  $cartCount,
  $cartList,
  $currentPageIsR18,
  $selectedList,
  $toasts,
  clearCart,
  replaceCart,
  signIn,
  signOut,
} from '@shop/shared/stores';
import { routeHandle } from '@shop/shared/routing';
import { product } from '../../testing/fixtures';
import { fakeApi, renderRoutes, type FakeRequest } from '../../testing/renderCatalog';
import ProductPage from './ProductPage';

const detail = (fields: Partial<ProductDetail> = {}): ProductDetail => ({
  ...product(7, { category_id: 2, marked_price: 1000, selling_price: 800, sales_area: ['TW', 'OVERSEAS'] }),
  description: 'A <b>bold</b> figure.\nSecond line.',
  images: ['/api/v1/images/p-7-1.jpg', '/api/v1/images/p-7-2.jpg'],
  stock: 40,
  purchase_limit: 3,
  release_date: '2026-12-24T00:00:00.000Z',
  themes: [{ theme_id: 4, display_name: 'Star Sea' }],
  recommendations: [product(8), product(9)],
  ...fields,
});

const cartBody = (lines: { product_id: number; amount: number }[]): CartBody => ({
  data: lines.map((line) => ({
    ...line,
    sub_product_infos: [],
    state: 'available',
    max_amount: 3,
    product: product(line.product_id),
  })),
  limit: 50,
});

const routes = [
  {
    path: '/product/:productId',
    element: <ProductPage />,
    handle: routeHandle({ titleKey: 'catalog:title.product', adultCheck: true }),
  },
  { path: '/login', element: <p>login page</p> },
  { path: '/checkout', element: <p>checkout page</p> },
  { path: '/', element: <p>home page</p> },
];

const sent = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = (name: string) => sent().filter((entry) => entry[0] === 'event' && entry[1] === name);

function serve(shown: ProductDetail, more: Parameters<typeof fakeApi>[0] = {}): FakeRequest[] {
  return fakeApi({ [`GET product/${shown.product_id}`]: { status: 200, data: { data: shown } }, ...more });
}

async function openProduct(shown: ProductDetail, more: Parameters<typeof fakeApi>[0] = {}) {
  const requests = serve(shown, more);
  const router = await renderRoutes(routes, `/product/${shown.product_id}`);
  await screen.findByRole('heading', { level: 1, name: shown.display_name });
  return { router, requests };
}

beforeEach(() => {
  window.dataLayer = [];
  $toasts.set([]);
  $selectedList.set([]);
  signOut();
  clearCart();
});

describe('ProductPage', () => {
  it('shows the product: gallery, price, stock, facts, description as text, themes, recommendations', async () => {
    await openProduct(detail());
    expect(screen.getByRole('img', { name: 'Product 7, picture 1 of 2' }).getAttribute('src')).toBe('/api/v1/images/p-7-1.webp');
    expect(screen.getAllByTestId('price')[0]!.textContent).toContain('NT$800');
    expect(screen.getByTestId('stock-state').textContent).toBe('In stock');
    expect(screen.getByTestId('sales-area').textContent).toBe('Taiwan, Overseas');
    const description = screen.getByTestId('product-description');
    expect(description.textContent).toBe('A <b>bold</b> figure.\nSecond line.');
    expect(description.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Star Sea' }).getAttribute('href')).toBe('/theme/4');
    expect(within(screen.getByRole('list', { name: 'You may also like' })).getAllByTestId('product-card')).toHaveLength(2);
  });

  it('switches pictures with the thumbnails, by click and with the arrow keys', async () => {
    await openProduct(detail());
    const second = screen.getByRole('button', { name: 'Show picture 2 of 2' });
    fireEvent.click(second);
    expect(screen.getByRole('img', { name: 'Product 7, picture 2 of 2' })).toBeTruthy();
    expect(second.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Product 7, picture 1 of 2' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show picture 1 of 2' }));
  });

  it('sends view_item once', async () => {
    await openProduct(detail());
    await act(async () => $toasts.set([]));
    expect(events('view_item')).toHaveLength(1);
    expect(events('view_item')[0]![2]).toMatchObject({
      currency: 'TWD',
      value: 800,
      items: [{ item_id: 'SKU-7', price: 800, discount: 200 }],
    });
  });

  it('sends a visitor to log in and back to this product', async () => {
    const { router, requests } = await openProduct(detail());
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fproduct%2F7');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('adds the new total to the cart, replaces the cart from the answer and says so', async () => {
    signIn('token');
    replaceCart(cartBody([{ product_id: 7, amount: 1 }]).data);
    const { requests } = await openProduct(detail(), {
      'POST cart': (request) => ({
        status: 200,
        data: cartBody([
          { product_id: 7, amount: (request.data as { update_amount: number }).update_amount },
          { product_id: 3, amount: 1 },
        ]),
      }),
    });
    expect(screen.getByText(/1 already in your cart/)).toBeTruthy();
    // Purchase limit 3 with 1 in the cart: at most 2 more.
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('2');
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({ product_id: 7, update_amount: 3 });
    expect($cartCount.get()).toBe(4);
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'success', message: 'Added to cart' })]);
    expect(events('add_to_cart')[0]![2]).toMatchObject({ items: [{ item_id: 'SKU-7', quantity: 2 }] });
    // The cart now holds the limit.
    expect(screen.getByText('Your cart already holds the most you can buy.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('fetches the cart first when the shell has not yet, so the total is right', async () => {
    signIn('token');
    const { requests } = await openProduct(detail(), {
      'GET cart': { status: 200, data: cartBody([{ product_id: 7, amount: 2 }]) },
      'POST cart': { status: 200, data: cartBody([{ product_id: 7, amount: 3 }]) },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({ product_id: 7, update_amount: 3 });
  });

  it.each([
    [40022, 'Understocking'],
    [40021, 'Shopping cart has reached the limit'],
    [40020, 'Out of stock'],
    [40023, 'Add to cart failed.'],
  ])('shows the spec message for error %i', async (code, message) => {
    signIn('token');
    replaceCart([]);
    await openProduct(detail(), {
      'POST cart': { status: 400, data: { error_code: code, error_msg: 'server text' } },
      'GET cart': { status: 200, data: cartBody([]) },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    await waitFor(() => expect(screen.getByTestId('purchase-error').textContent).toBe(message));
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message })]);
  });

  it('buy now adds the item and selects only it for checkout', async () => {
    signIn('token');
    replaceCart(cartBody([{ product_id: 3, amount: 1 }]).data);
    $selectedList.set([{ product_id: 3, amount: 1 }]);
    const { router } = await openProduct(detail({ is_single_checkout: true }), {
      'POST cart': {
        status: 200,
        data: cartBody([
          { product_id: 3, amount: 1 },
          { product_id: 7, amount: 1 },
        ]),
      },
    });
    expect(screen.getByTestId('single-checkout-hint').textContent).toBe('This item must be purchased separately');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buy now' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect($selectedList.get()).toEqual([{ product_id: 7, amount: 1 }]);
    expect($cartList.get().map((line) => line.product_id)).toEqual([3, 7]);
  });

  it('shows the release date of a pre-order', async () => {
    await openProduct(detail({ availability: 'pre_order', is_pre_order: true }));
    expect(screen.getByTestId('stock-state').textContent).toContain('Pre-order');
    expect(screen.getByTestId('release-date').textContent).toBe('Release date: 2026-12-24');
  });

  it('tells the shell an adult product is adult content', async () => {
    await openProduct(detail({ is_adult: true }));
    expect($currentPageIsR18.get()).toBe(true);
  });

  it('says a product that does not exist was not found, with a way home', async () => {
    fakeApi({});
    await renderRoutes(routes, '/product/999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect($toasts.get()).toEqual([]);
  });

  it('treats a malformed id as not found without asking the API', async () => {
    const requests = fakeApi({});
    await renderRoutes(routes, '/product/abc');
    expect(await screen.findByTestId('product-not-found')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});

describe('back-in-stock notice', () => {
  const soldOut = detail({ availability: 'sold_out', is_sold_out: true, stock: 0 });

  it('asks a visitor for a valid e-mail, stores the notice and tracks it', async () => {
    const { requests } = await openProduct(soldOut, {
      'POST product/7/arrival-notice': { status: 200, data: { data: { created: true } } },
    });
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    const email = await screen.findByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Notify me' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid mail');
    fireEvent.change(email, { target: { value: ' fan@example.com ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Notify me' })));
    await waitFor(() =>
      expect(screen.getByTestId('restock-status').textContent).toBe('Done! We will e-mail you when it is back in stock.'),
    );
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({ email: 'fan@example.com' });
    expect(events('select_content')).toEqual([
      ['event', 'select_content', { content_type: 'restock_notice', content_id: 'SKU-7' }],
    ]);
  });

  it('uses a member’s own address and says when the notice already exists', async () => {
    signIn('token');
    const { requests } = await openProduct(soldOut, {
      'POST product/7/arrival-notice': { status: 200, data: { data: { created: false } } },
    });
    await screen.findByRole('button', { name: 'Notify me' });
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Notify me' })));
    await waitFor(() =>
      expect(screen.getByTestId('restock-status').textContent).toBe(
        'You are already on the list for this item. We will e-mail you when it is back.',
      ),
    );
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({});
  });
});
