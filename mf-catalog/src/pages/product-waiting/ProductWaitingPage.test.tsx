import { act } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ProductDetail } from '@shop/shared/contract';
import { liveAdmission } from '@shop/shared/drop';
import { routeHandle } from '@shop/shared/routing';
import { $selectedList, signOut } from '@shop/shared/stores';
import { admittedPlace, dropInfo, dropPlace, installEventSource, removeEventSource } from '@shop/shared/testing';
import { productDetail } from '../../testing/fixtures';
import { fakeApi, renderRoutes, settle } from '../../testing/renderCatalog';
import ProductWaitingPage from './ProductWaitingPage';

const routes = [
  {
    path: '/product/:productId/waiting',
    element: <ProductWaitingPage />,
    handle: routeHandle({ titleKey: 'catalog:title.waiting' }),
  },
  { path: '/checkout', element: <p>checkout page</p> },
];

const drop = dropInfo({ kind: 'product', target_id: 7 });
const visitorPlace = dropPlace({ drop, place_key: 'visitor-key-0001', position: 4 });

beforeEach(() => {
  localStorage.clear();
  $selectedList.set([]);
  signOut();
  installEventSource();
});
afterEach(() => removeEventSource());

it('a visitor joins, and a reload finds the same place by the key this browser kept', async () => {
  const requests = fakeApi({
    'GET product/7': { status: 200, data: { data: productDetail() } },
    'GET drop/product/7': { status: 200, data: { data: drop } },
    'GET drop/product/7/place': (request) =>
      request.headers['x-drop-place'] === 'visitor-key-0001'
        ? { status: 200, data: { data: visitorPlace } }
        : { status: 404, data: { error_code: 40460, error_msg: 'no place' } },
    'POST drop/product/7/place': { status: 200, data: { data: visitorPlace } },
  });
  await renderRoutes(routes, '/product/7/waiting');
  await screen.findByTestId('position');
  await settle();
  expect(screen.getByRole('link', { name: 'Product 7' }).getAttribute('href')).toBe('/product/7');
  expect(screen.getByTestId('position').textContent).toBe('4');
  expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);

  cleanup();
  await renderRoutes(routes, '/product/7/waiting');
  await screen.findByTestId('position');
  expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  expect(requests.at(-1)!.headers['x-drop-place']).toBe('visitor-key-0001');
});

it('a product that is no drop says so and leads back to it', async () => {
  fakeApi({
    'GET product/7': { status: 200, data: { data: productDetail() } },
    'GET drop/product/7': { status: 404, data: { error_code: 40460, error_msg: 'This item has no queued launch.' } },
  });
  await renderRoutes(routes, '/product/7/waiting');
  await screen.findByTestId('room-state');
  await settle();
  expect(screen.getByTestId('room-state').textContent).toBe('No queue for this itemThis item sells without a waiting room.');
  expect(screen.getByRole('link', { name: 'Back to the item' }).getAttribute('href')).toBe('/product/7');
});

async function openAdmitted(shown: ProductDetail) {
  fakeApi({
    'GET product/7': { status: 200, data: { data: shown } },
    'GET drop/product/7': { status: 200, data: { data: drop } },
    'GET drop/product/7/place': { status: 200, data: { data: admittedPlace({ drop, admission: 'for-7' }) } },
  });
  const router = await renderRoutes(routes, '/product/7/waiting');
  await screen.findByRole('link', { name: 'Buy now' });
  await settle();
  return router;
}

it('admitted: Buy now goes to the checkout with one of the product, the admission kept for the order', async () => {
  const router = await openAdmitted(productDetail());
  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Buy now' })));
  expect(router.state.location.pathname).toBe('/checkout');
  expect($selectedList.get()).toEqual([{ product_id: 7, amount: 1 }]);
  expect(liveAdmission('product', 7)?.admission).toBe('for-7');
});

it('admitted to a design sold in sizes: Buy now goes to its page, where a size is chosen', async () => {
  const sizes = [
    { product_id: 71, label: 'M', marked_price: 1000, selling_price: 800, availability: 'available' as const, stock: 3 },
  ];
  const router = await openAdmitted(productDetail({ variants: sizes }));
  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Buy now' })));
  expect(router.state.location.pathname).toBe('/product/7');
  expect($selectedList.get()).toEqual([]);
});
