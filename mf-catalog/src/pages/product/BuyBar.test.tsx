import { act } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { CartBody } from '@shop/shared/contract';
import { routeHandle } from '@shop/shared/routing';
import { $cartCount, $toasts, clearCart, replaceCart, signIn, signOut } from '@shop/shared/stores';
import { product, productDetail } from '../../testing/fixtures';
import { fakeApi, renderRoutes } from '../../testing/renderCatalog';
import ProductPage from './ProductPage';

// jsdom lays nothing out: these tests hold the bar's structure (one set of buttons, in a named region with the
// price, marked for the page's room underneath); the e2e phone-layout spec measures where it sits.

const routes = [
  { path: '/product/:productId', element: <ProductPage />, handle: routeHandle({ titleKey: 'catalog:title.product' }) },
];

const cartWith = (amount: number): CartBody => ({
  data: amount ? [{ product_id: 7, amount, sub_product_infos: [], state: 'available', max_amount: 3, product: product(7) }] : [],
  limit: 50,
});

async function openAsMember() {
  signIn('token');
  replaceCart([]);
  fakeApi({
    'GET product/7': { status: 200, data: { data: productDetail() } },
    'GET cart': { status: 200, data: cartWith(0) },
    'POST cart': { status: 200, data: cartWith(1) },
  });
  await renderRoutes(routes, '/product/7');
  await screen.findByRole('heading', { level: 1, name: 'Product 7' });
}

beforeEach(() => {
  $toasts.set([]);
  signOut();
  clearCart();
});

it('holds the page’s own Add to cart and Buy now with the price in a named bar that asks for room at the bottom', async () => {
  await openAsMember();
  const bar = screen.getByRole('region', { name: 'Buy this product' });
  expect(bar.dataset.buyBar).toBe('768');
  expect(within(bar).getByText('NT$800')).toBeTruthy();
  expect(within(bar).getByRole('button', { name: 'Add to cart' })).toBe(screen.getByRole('button', { name: 'Add to cart' }));
  expect(within(bar).getByRole('button', { name: 'Buy now' })).toBe(screen.getByRole('button', { name: 'Buy now' }));
});

it('adds to the cart from the bar', async () => {
  await openAsMember();
  const bar = screen.getByRole('region', { name: 'Buy this product' });
  await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Add to cart' })));
  expect($cartCount.get()).toBe(1);
  expect($toasts.get().map((toast) => toast.message)).toContain('Added to cart');
});
