import { act } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { DropInfo } from '@shop/shared/contract';
import { keepPlace } from '@shop/shared/drop';
import { routeHandle } from '@shop/shared/routing';
import { $selectedList, signOut } from '@shop/shared/stores';
import { admittedPlace, dropInfo } from '@shop/shared/testing';
import { productDetail } from '../../testing/fixtures';
import { fakeApi, renderRoutes, settle } from '../../testing/renderCatalog';
import ProductPage from './ProductPage';

const routes = [
  { path: '/product/:productId', element: <ProductPage />, handle: routeHandle({ titleKey: 'catalog:title.product' }) },
  { path: '/product/:productId/waiting', element: <p>waiting room</p> },
  { path: '/checkout', element: <p>checkout page</p> },
];

async function openDrop(drop: DropInfo | null) {
  const shown = productDetail();
  fakeApi({
    'GET product/7': { status: 200, data: { data: shown } },
    'GET drop/product/7': drop
      ? { status: 200, data: { data: drop } }
      : { status: 404, data: { error_code: 40460, error_msg: 'This item has no queued launch.' } },
  });
  const router = await renderRoutes(routes, '/product/7');
  await screen.findByRole('heading', { level: 1, name: shown.display_name });
  await settle();
  return router;
}

const panel = () => screen.getByTestId('purchase-panel');
const productDrop = (fields: Partial<DropInfo> = {}) => dropInfo({ kind: 'product', target_id: 7, ...fields });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  $selectedList.set([]);
  signOut();
});

it('a drop whose room is open: Join the queue in place of Add to cart and Buy now', async () => {
  const router = await openDrop(productDrop());
  expect(within(panel()).queryByRole('button', { name: 'Buy now' })).toBeNull();
  expect(within(panel()).queryByRole('button', { name: 'Add to cart' })).toBeNull();
  await act(async () => fireEvent.click(within(panel()).getByRole('link', { name: 'Join the queue' })));
  expect(router.state.location.pathname).toBe('/product/7/waiting');
});

it('before the room opens: the time it opens, on a button that cannot be pressed yet', async () => {
  await openDrop(productDrop({ opens_at: '2099-03-01T02:30:00.000Z', starts_at: '2099-03-01T03:00:00.000Z' }));
  const waiting = within(panel()).getByRole('button', { name: /^Queue opens at 2099.03.01\s10:30$/ }) as HTMLButtonElement;
  expect(waiting.disabled).toBe(true);
});

// jsdom lays nothing out: these hold the bar's structure; the drop e2e spec sees it at a phone's bottom.
it('on a phone the queue takes the buy buttons’ place at the screen’s bottom, beside the price', async () => {
  await openDrop(productDrop());
  const bar = screen.getByRole('region', { name: 'Queue to buy' });
  expect(bar.dataset.buyBar).toBe('768');
  expect(within(bar).getByText('NT$800')).toBeTruthy();
  // The panel's own link, not a copy; no other bar offers a button the API would refuse.
  expect(within(bar).getByRole('link', { name: 'Join the queue' })).toBe(screen.getByRole('link', { name: 'Join the queue' }));
  expect(screen.queryByRole('region', { name: 'Buy this product' })).toBeNull();
  expect(document.querySelectorAll('[data-buy-bar]')).toHaveLength(1);
});

it('before the room opens the bar at the bottom says when, and cannot be pressed', async () => {
  await openDrop(productDrop({ opens_at: '2099-03-01T02:30:00.000Z', starts_at: '2099-03-01T03:00:00.000Z' }));
  const bar = screen.getByRole('region', { name: 'Queue to buy' });
  expect(bar.dataset.buyBar).toBe('768');
  expect((within(bar).getByRole('button', { name: /^Queue opens at 2099.03.01\s10:30$/ }) as HTMLButtonElement).disabled).toBe(
    true,
  );
});

it('with this tab’s live admission: Buy now goes to the checkout as usual, under the time left', async () => {
  keepPlace('product', 7, admittedPlace({ drop: productDrop() }), 0);
  const router = await openDrop(productDrop());
  expect(screen.getByTestId('drop-admitted').textContent).toMatch(/^Your turn: buy within (2:00|1:59)/);
  await act(async () => fireEvent.click(within(panel()).getByRole('button', { name: 'Buy now' })));
  expect(router.state.location.pathname).toBe('/checkout');
  expect($selectedList.get()).toEqual([{ product_id: 7, amount: 1 }]);
});

it('a product that is no drop keeps its buttons', async () => {
  await openDrop(null);
  expect(within(panel()).getByRole('button', { name: 'Buy now' })).toBeTruthy();
  expect(screen.queryByTestId('drop-entry')).toBeNull();
});
