import { cleanup, screen } from '@testing-library/react';
import { routeHandle } from '@shop/shared/routing';
import { signOut } from '@shop/shared/stores';
import { dropInfo, dropPlace, installEventSource, removeEventSource } from '@shop/shared/testing';
import { productDetail } from '../../testing/fixtures';
import { fakeApi, renderRoutes, settle } from '../../testing/renderCatalog';
import ProductWaitingPage from './ProductWaitingPage';

const routes = [
  {
    path: '/product/:productId/waiting',
    element: <ProductWaitingPage />,
    handle: routeHandle({ titleKey: 'catalog:title.waiting' }),
  },
];

const drop = dropInfo({ kind: 'product', target_id: 7 });
const visitorPlace = dropPlace({ drop, place_key: 'visitor-key-0001', position: 4 });

beforeEach(() => {
  localStorage.clear();
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
