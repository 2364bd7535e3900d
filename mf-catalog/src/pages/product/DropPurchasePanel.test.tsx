import { act } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { DropInfo } from '@shop/shared/contract';
import { keepPlace } from '@shop/shared/drop';
import { pageRoutes } from '@shop/shared/page-cache';
import { routeHandle } from '@shop/shared/routing';
import { $selectedList, signOut } from '@shop/shared/stores';
import { admittedPlace, dropInfo, type FakeAnswer, type FakeRoute } from '@shop/shared/testing';
import { productDetail } from '../../testing/fixtures';
import { fakeApi, renderRoutes, settle } from '../../testing/renderCatalog';
import { productRouteData } from './data';
import ProductPage from './ProductPage';

const routes = [
  {
    path: '/product/:productId',
    element: <ProductPage />,
    // The route's loader, as the shop runs it: the product's read, then its drop's if it says there is one.
    handle: routeHandle({ titleKey: 'catalog:title.product', pageData: productRouteData }),
    hydrateFallbackElement: <p>loading</p>,
  },
  { path: '/product/:productId/waiting', element: <p>waiting room</p> },
  { path: '/checkout', element: <p>checkout page</p> },
];

/** The product page of a drop (or of no drop: the product's read says null), as its route loads it. */
async function openDrop(drop: DropInfo | null, dropAnswer?: FakeRoute) {
  const shown = productDetail({ drop: drop && { opens_at: drop.opens_at, starts_at: drop.starts_at } });
  const requests = fakeApi({
    'GET product/7': { status: 200, data: { data: shown } },
    'GET drop/product/7':
      dropAnswer ??
      (drop
        ? { status: 200, data: { data: drop } }
        : { status: 404, data: { error_code: 40460, error_msg: 'This item has no queued launch.' } }),
  });
  const router = await renderRoutes(pageRoutes(routes), '/product/7');
  await screen.findByRole('heading', { level: 1, name: shown.display_name });
  await settle();
  return { router, requests };
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
  const { router } = await openDrop(productDrop());
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
  const { router } = await openDrop(productDrop());
  expect(screen.getByTestId('drop-admitted').textContent).toMatch(/^Your turn: buy within (2:00|1:59)/);
  await act(async () => fireEvent.click(within(panel()).getByRole('button', { name: 'Buy now' })));
  expect(router.state.location.pathname).toBe('/checkout');
  expect($selectedList.get()).toEqual([{ product_id: 7, amount: 1 }]);
});

it('a product its read calls no drop keeps its buttons and asks nothing of drop/…', async () => {
  const { requests } = await openDrop(null);
  expect(within(panel()).getByRole('button', { name: 'Buy now' })).toBeTruthy();
  expect(screen.queryByTestId('drop-entry')).toBeNull();
  expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET product/7']);
});

it('a drop: the product is read once, then its drop', async () => {
  const { requests } = await openDrop(productDrop());
  expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET product/7', 'GET drop/product/7']);
});

it('while the drop’s own read is on its way, the product’s times already put the queue in place of the buttons', async () => {
  let answer: (route: FakeAnswer) => void = () => {};
  await openDrop(productDrop(), () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
  expect(within(panel()).getByRole('link', { name: 'Join the queue' })).toBeTruthy();
  expect(within(panel()).queryByRole('button', { name: 'Buy now' })).toBeNull();
  await act(async () => answer({ status: 200, data: { data: productDrop() } }));
  expect(within(panel()).getByRole('link', { name: 'Join the queue' })).toBeTruthy();
});
