import { act } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { DropInfo, KujiDetail } from '@shop/shared/contract';
import { keepPlace } from '@shop/shared/drop';
import { pageRoutes } from '@shop/shared/page-cache';
import { routeHandle } from '@shop/shared/routing';
import { admittedPlace, dropInfo } from '@shop/shared/testing';
import { fakeApi, renderRoutes, settle } from '../../testing/renderFanza';
import { kujiDetail } from '../../testing/kujiFixtures';
import { kujiRouteData } from './data';
import KujiPage from './KujiPage';

const routes = [
  {
    path: '/fanza/:kujiId',
    element: <KujiPage />,
    // The route's loader, as the shop runs it: the campaign's read, then its drop's if it says there is one.
    handle: routeHandle({ titleKey: 'fanza:title.kuji', pageData: kujiRouteData }),
    hydrateFallbackElement: <p>loading</p>,
  },
  { path: '/fanza/:kujiId/waiting', element: <p>waiting room</p> },
  { path: '/fanza/checkout', element: <p>kuji checkout</p> },
];

/** The campaign page of a drop (or of no drop: the campaign's read says null), as its route loads it. */
async function openDrop(drop: DropInfo | null, campaign: KujiDetail = kujiDetail()) {
  const kuji = { ...campaign, drop: drop && { opens_at: drop.opens_at, starts_at: drop.starts_at } };
  const requests = fakeApi({
    [`GET kuji/${kuji.kuji_id}`]: { status: 200, data: { data: kuji } },
    [`GET drop/kuji/${kuji.kuji_id}`]: drop
      ? { status: 200, data: { data: drop } }
      : { status: 404, data: { error_code: 40460, error_msg: 'This item has no queued launch.' } },
  });
  const router = await renderRoutes(pageRoutes(routes), `/fanza/${kuji.kuji_id}`);
  await screen.findByRole('heading', { level: 1, name: kuji.title });
  await settle();
  return { router, requests };
}

const panel = () => screen.getByTestId('buy-panel');

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

it('a drop whose room is open: the buy buttons give way to the queue', async () => {
  const { router } = await openDrop(dropInfo());
  expect(within(panel()).queryAllByRole('button')).toEqual([]);
  await act(async () => fireEvent.click(within(panel()).getByRole('link', { name: 'Join the queue' })));
  expect(router.state.location.pathname).toBe('/fanza/1/waiting');
});

it('before the room opens: says when, on a button that cannot be pressed yet', async () => {
  const now = Date.now();
  await openDrop(dropInfo({ opens_at: '2099-01-01T04:00:00.000Z', starts_at: '2099-01-01T05:00:00.000Z' }, now));
  const waiting = within(panel()).getByRole('button', { name: /^Queue opens at 2099.01.01\s12:00$/ }) as HTMLButtonElement;
  expect(waiting.disabled).toBe(true);
  expect(within(panel()).queryByRole('link')).toBeNull();
});

// jsdom lays nothing out: these hold the bar's structure; the drop e2e spec sees it at a phone's bottom.
it('on a phone the queue takes the draw buttons’ place at the screen’s bottom', async () => {
  await openDrop(dropInfo());
  const bar = screen.getByRole('region', { name: 'Queue to buy' });
  expect(bar.dataset.buyBar).toBe('768');
  expect(within(bar).getByRole('link', { name: 'Join the queue' })).toBe(screen.getByRole('link', { name: 'Join the queue' }));
  expect(screen.queryByRole('region', { name: 'Choose your draws' })).toBeNull();
  expect(document.querySelectorAll('[data-buy-bar]')).toHaveLength(1);
});

it('before the room opens the bar at the bottom says when, and cannot be pressed', async () => {
  await openDrop(dropInfo({ opens_at: '2099-01-01T04:00:00.000Z', starts_at: '2099-01-01T05:00:00.000Z' }));
  const bar = screen.getByRole('region', { name: 'Queue to buy' });
  expect(bar.dataset.buyBar).toBe('768');
  expect((within(bar).getByRole('button', { name: /^Queue opens at 2099.01.01\s12:00$/ }) as HTMLButtonElement).disabled).toBe(
    true,
  );
});

it('with this tab’s live admission: the draws are bought as usual, under the time left to buy', async () => {
  keepPlace('kuji', 1, admittedPlace(), 0);
  const { router } = await openDrop(dropInfo());
  expect(screen.getByTestId('drop-admitted').textContent).toMatch(/^Your turn: buy within (2:00|1:59) \(until /);
  await act(async () => fireEvent.click(within(panel()).getByRole('button', { name: /^3 draws/ })));
  expect(router.state.location.pathname + router.state.location.search).toBe('/fanza/checkout?kuji=1&draws=3');
});

it('an expired admission counts for nothing: the queue again', async () => {
  keepPlace('kuji', 1, admittedPlace({ admitted_until: new Date(Date.now() - 1000).toISOString() }), 0);
  await openDrop(dropInfo());
  expect(within(panel()).getByRole('link', { name: 'Join the queue' })).toBeTruthy();
});

it('a sold-out drop says sold out as any campaign', async () => {
  await openDrop(dropInfo({ left: 0 }), kujiDetail({ status: 'sold_out', tickets_left: 0 }));
  expect(screen.getByTestId('buy-note').textContent).toBe('Sold out: every ticket has been sold.');
  expect(screen.queryByTestId('drop-entry')).toBeNull();
});

it('a campaign its read calls no drop keeps its buttons and asks nothing of drop/…', async () => {
  const { requests } = await openDrop(null);
  expect(within(panel()).getAllByRole('button').length).toBeGreaterThan(1);
  expect(screen.queryByTestId('drop-entry')).toBeNull();
  expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET kuji/1']);
});

it('a drop: the campaign is read once, then its drop', async () => {
  const { requests } = await openDrop(dropInfo());
  expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET kuji/1', 'GET drop/kuji/1']);
});
