import { screen, within } from '@testing-library/react';
import { routeHandle } from '@shop/shared/routing';
import { apiAnswers } from '@shop/shared/testing';
import { kujiOrder, prizesOf, refusal, tickets } from '../../testing/purchaseFixtures';
import { renderRoutes, settle } from '../../testing/renderFanza';
import LotteryResultPage from './LotteryResultPage';

const routes = [
  {
    path: '/fanza/lottery-result',
    element: <LotteryResultPage />,
    handle: routeHandle({ titleKey: 'fanza:title.lotteryResult' }),
  },
];

async function open(path = '/fanza/lottery-result?order=41', locale: 'tw' | 'cn' | 'en' = 'en') {
  await renderRoutes(routes, path, locale);
  await settle();
}

it('lists what the order won with where each prize is, the Last One highlighted', async () => {
  const prizes = [
    ...prizesOf(tickets).map((prize, i) =>
      i === 0 ? { ...prize, shipping: 'shipped' as const, shipping_code: 'SF1234567890' } : prize,
    ),
    {
      ...tickets[2]!,
      tier: 'LAST',
      name: 'Last One prize: special figure',
      last_one: true,
      shipping: 'in_prize_box' as const,
      shipping_code: null,
    },
  ];
  apiAnswers({
    'GET kuji-order/41': { status: 200, data: { data: kujiOrder() } },
    'GET kuji-order/41/prizes': { status: 200, data: { data: prizes } },
  });
  await open();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lottery result');
  expect(screen.getByTestId('tier-tally').textContent).toBe('Prize A × 1Prize D × 2Last One prize');
  const listed = within(screen.getByTestId('prize-list')).getAllByTestId('prize');
  expect(listed.map((li) => li.dataset.tier)).toEqual(['D', 'A', 'D', 'LAST']);
  expect(within(listed[0]!).getByTestId('prize-shipping').textContent).toBe('Shipped · SF1234567890');
  expect(within(listed[1]!).getByTestId('prize-shipping').textContent).toBe('In your prize box');
  expect(listed[3]!.textContent).toContain('Last One prize: special figure');
  // Each ticket's number, as the fairness verifier asks for it, and the order's number as the shop writes it.
  expect(
    within(screen.getByTestId('prize-list'))
      .getAllByTestId('prize-ticket')
      .map((p) => p.textContent),
  ).toEqual(['No. 9', 'No. 10', 'No. 11']);
  expect(screen.getByText('Order K2611230000041 · 3 draws')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Order record' }).getAttribute('href')).toBe('/fanza/order-detail?order=41');
});

it('speaks the shopper’s language', async () => {
  apiAnswers({
    'GET kuji-order/41': { status: 200, data: { data: kujiOrder() } },
    'GET kuji-order/41/prizes': { status: 200, data: { data: prizesOf(tickets) } },
  });
  await open('/fanza/lottery-result?order=41', 'tw');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('抽獎結果');
  expect(screen.getByTestId('tier-tally').textContent).toBe('A賞 × 1D賞 × 2');
  expect(screen.getAllByTestId('prize-shipping')[0]!.textContent).toBe('存放於賞品箱');
});

it('an order not paid yet has no prizes to show', async () => {
  apiAnswers({
    'GET kuji-order/41': { status: 200, data: { data: kujiOrder({ status: 'pending_payment', paid_at: null, prizes: [] }) } },
    'GET kuji-order/41/prizes': { status: 200, data: { data: [] } },
  });
  await open();
  expect(screen.getByTestId('result-not-paid')).toBeTruthy();
  expect(screen.queryByTestId('prize-list')).toBeNull();
});

it('another member’s order is not found', async () => {
  apiAnswers({
    'GET kuji-order/41': refusal(404, 40401, 'Page not found.'),
    'GET kuji-order/41/prizes': refusal(404, 40401, 'Page not found.'),
  });
  await open();
  expect(screen.getByTestId('result-unknown')).toBeTruthy();
});
