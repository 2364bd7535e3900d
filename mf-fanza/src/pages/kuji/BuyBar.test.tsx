import { act } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { KujiDetail } from '@shop/shared/contract';
import { routeHandle } from '@shop/shared/routing';
import { fakeApi, renderRoutes } from '../../testing/renderFanza';
import { kujiDetail } from '../../testing/kujiFixtures';
import KujiPage from './KujiPage';

// jsdom lays nothing out: these tests hold the bar's structure (the panel's own draw buttons in a named region
// marked for the page's room underneath); the e2e phone-layout spec measures where it sits.

const routes = [
  { path: '/fanza/:kujiId', element: <KujiPage />, handle: routeHandle({ titleKey: 'fanza:title.kuji' }) },
  { path: '/fanza/checkout', element: <p>kuji checkout</p> },
];

async function openKuji(kuji: KujiDetail) {
  fakeApi({ [`GET kuji/${kuji.kuji_id}`]: { status: 200, data: { data: kuji } } });
  const router = await renderRoutes(routes, `/fanza/${kuji.kuji_id}`);
  await screen.findByRole('heading', { level: 1, name: kuji.title });
  return router;
}

it('holds the draw counts of a campaign on sale in a bar at the bottom, and they go to the checkout', async () => {
  const router = await openKuji(kujiDetail());
  const bar = screen.getByRole('region', { name: 'Choose your draws' });
  expect(bar.dataset.buyBar).toBe('768');
  expect(
    within(bar)
      .getAllByRole('button')
      .map((button) => button.dataset.draws),
  ).toEqual(['1', '3', '5', '10']);
  // The panel's own buttons, not a copy.
  expect(screen.getAllByRole('button', { name: /^3 draws/ })).toHaveLength(1);
  await act(async () => fireEvent.click(within(bar).getByRole('button', { name: /^3 draws/ })));
  expect(router.state.location.pathname + router.state.location.search).toBe('/fanza/checkout?kuji=1&draws=3');
});

it('leaves the buttons of a campaign that is not on sale in place', async () => {
  await openKuji(kujiDetail({ status: 'sold_out', tickets_left: 0 }));
  expect(screen.getByRole('region', { name: 'Choose your draws' }).dataset.buyBar).toBeUndefined();
});
