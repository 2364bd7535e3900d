import { cleanup, screen, within } from '@testing-library/react';
import type { KujiOrder, KujiOrderDrawState } from '@shop/shared/contract';
import { routeHandle } from '@shop/shared/routing';
import { apiAnswers } from '@shop/shared/testing';
import LotteryResultPage from '../../pages/lottery-result/LotteryResultPage';
import KujiOrderDetailPage from '../../pages/order-detail/KujiOrderDetailPage';
import { kujiOrder, prizesOf, tickets } from '../../testing/purchaseFixtures';
import { renderRoutes, settle, type Locale } from '../../testing/renderFanza';

const routes = [
  { path: '/fanza/order-detail', element: <KujiOrderDetailPage />, handle: routeHandle({ titleKey: 'fanza:title.orderDetail' }) },
  {
    path: '/fanza/lottery-result',
    element: <LotteryResultPage />,
    handle: routeHandle({ titleKey: 'fanza:title.lotteryResult' }),
  },
];

const drawState = (status: KujiOrderDrawState['status']): KujiOrderDrawState => ({
  place: 12,
  round: 1003,
  due_at: '2026-11-18T11:56:46.000Z',
  status,
  late: false,
});

async function open(page: 'order-detail' | 'lottery-result', order: KujiOrder, locale: Locale = 'en') {
  apiAnswers({
    'GET kuji-order/41': { status: 200, data: { data: order } },
    'GET kuji-order/41/prizes': { status: 200, data: { data: order.prizes } },
  });
  await renderRoutes(routes, `/fanza/${page}?order=41`, locale);
  await settle();
  return screen.getByTestId('order-round');
}

it.each(['order-detail', 'lottery-result'] as const)(
  'the %s page of a v2 order names its round and place, and opens the verifier on it',
  async (page) => {
    const round = await open(page, kujiOrder({ draw: drawState('drawn') }));
    expect(round.textContent).toBe('Decided by drand round 1003 · paid order 12Verify your draws');
    expect(within(round).getByRole('link', { name: 'Verify your draws' }).getAttribute('href')).toBe(
      '/fanza/faq?kuji=7&order=41#verifier',
    );
  },
);

it('an order still waiting for its round says when the round is due, in each language', async () => {
  const waiting = kujiOrder({ draw: drawState('waiting'), prizes: [] });
  const said: Record<Locale, string> = {
    en: 'Decided by drand round 1003 (paid order 12), due at 19:56:46',
    tw: '由 drand 第 1003 回合決定（第 12 筆訂單），預計 19:56:46 公布',
    cn: '由 drand 第 1003 轮决定（第 12 笔订单），预计 19:56:46 公布',
  };
  for (const locale of ['en', 'tw', 'cn'] as const) {
    const round = await open('order-detail', waiting, locale);
    expect(round.dataset.status).toBe('waiting');
    expect(round.textContent).toBe(said[locale]);
    expect(within(round).queryByRole('link')).toBeNull();
    cleanup();
  }
});

it('a v1 order shows no round', async () => {
  apiAnswers({
    'GET kuji-order/41': { status: 200, data: { data: kujiOrder() } },
    'GET kuji-order/41/prizes': { status: 200, data: { data: prizesOf(tickets) } },
  });
  await renderRoutes(routes, '/fanza/lottery-result?order=41');
  await settle();
  expect(screen.getByTestId('lottery-result')).toBeTruthy();
  expect(screen.queryByTestId('order-round')).toBeNull();
});
