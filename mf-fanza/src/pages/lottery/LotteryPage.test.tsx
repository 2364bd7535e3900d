import { act } from 'react';
import { jest } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routeHandle } from '@shop/shared/routing';
import { $toasts } from '@shop/shared/stores';
import { apiAnswers } from '@shop/shared/testing';
import { campaign, draw, kujiOrder, kujiPurchase, refusal, tickets } from '../../testing/purchaseFixtures';
import { renderRoutes, settle } from '../../testing/renderFanza';
import LotteryPage from './LotteryPage';

const routes = [
  {
    path: '/fanza/lottery',
    element: <LotteryPage />,
    handle: routeHandle({ titleKey: 'fanza:title.lottery', requiresAuth: true, layout: 'bare' }),
  },
];

async function open(path = '/fanza/lottery?order=41', locale: 'tw' | 'cn' | 'en' = 'en') {
  const router = await renderRoutes(routes, path, locale);
  await settle();
  return router;
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const openTicket = async () => {
  await click(screen.getByRole('button', { name: /^Open ticket/ }));
  await settle();
};
const shown = () => screen.getByTestId('draw-show');
const saved = () => JSON.parse(localStorage.getItem('kujiRevealed') ?? '{}') as Record<string, number>;

beforeEach(() => {
  localStorage.clear();
  $toasts.set([]);
});

it('reveals the tickets one by one, then sums up the prizes and leads to the result', async () => {
  const requests = apiAnswers({ 'GET kuji-order/41/draw': { status: 200, data: { data: draw() } } });
  await open();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Star Sea Voyagers Ichiban Kuji');
  expect(screen.getByTestId('show-progress').textContent).toBe('0 of 3 opened');
  // Closed, the prize is hidden from assistive technology too.
  expect(screen.queryByRole('img', { name: 'Prize D: clear file' })).toBeNull();

  await openTicket();
  expect(screen.getByTestId('won-tier').textContent).toBe('Prize D');
  expect(screen.getByTestId('won-name').textContent).toBe('Prize D: clear file');
  expect(saved()).toEqual({ 41: 1 });
  await click(screen.getByRole('button', { name: 'Next ticket' }));
  await openTicket();
  expect(screen.getByTestId('won-tier').textContent).toBe('Prize A');
  await click(screen.getByRole('button', { name: 'Next ticket' }));
  await openTicket();
  await click(screen.getByRole('button', { name: 'See all prizes' }));

  expect(shown().dataset.step).toBe('summary');
  const summary = screen.getByTestId('show-summary');
  expect(
    within(summary)
      .getAllByTestId('prize')
      .map((li) => li.dataset.tier),
  ).toEqual(['D', 'A', 'D']);
  expect(screen.getByRole('link', { name: 'See the result' }).getAttribute('href')).toBe('/fanza/lottery-result?order=41');
  expect(saved()).toEqual({ 41: 3 });
  // One read of the draw, and of the campaign whether or not a ticket won its Last One prize (a read only for a
  // winner would tell before opening); each ticket opened is told to the API for the member's other devices.
  expect(requests.filter((r) => r.method === 'GET').map((r) => r.url)).toEqual(['kuji-order/41/draw', 'kuji/7']);
  expect(requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.data])).toEqual([
    ['kuji-order/41/opened', { opened: 1 }],
    ['kuji-order/41/opened', { opened: 2 }],
    ['kuji-order/41/opened', { opened: 3 }],
  ]);
});

it('reveals everything at once on "reveal all"', async () => {
  apiAnswers({ 'GET kuji-order/41/draw': { status: 200, data: { data: draw() } } });
  await open();
  await click(screen.getByRole('button', { name: 'Reveal all' }));
  expect(shown().dataset.step).toBe('summary');
  expect(screen.getByRole('heading', { level: 2, name: 'Your 3 prizes' })).toBeTruthy();
  expect(saved()).toEqual({ 41: 3 });
});

it('on another device resumes where the API says the show got, and tells the order’s number', async () => {
  const requests = apiAnswers({ 'GET kuji-order/41/draw': { status: 200, data: { data: { ...draw(), tickets_opened: 2 } } } });
  await open();
  expect(screen.getByText('Order K2611230000041 · 3 draws')).toBeTruthy();
  expect(screen.getByTestId('show-progress').textContent).toBe('2 of 3 opened');
  expect(screen.getByRole('button', { name: 'Open ticket 3 of 3' })).toBeTruthy();
  // What the API knows already is not told again.
  expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
});

it('after a reload resumes at the first ticket not opened, with the same tickets', async () => {
  localStorage.setItem('kujiRevealed', JSON.stringify({ 41: 2 }));
  apiAnswers({ 'GET kuji-order/41/draw': { status: 200, data: { data: draw() } } });
  await open();
  expect(screen.getByTestId('show-progress').textContent).toBe('2 of 3 opened');
  expect(screen.getByRole('button', { name: 'Open ticket 3 of 3' })).toBeTruthy();
  const chips = within(screen.getByRole('list', { name: 'Your tickets' })).getAllByRole('listitem');
  expect(chips.map((chip) => chip.dataset.tier ?? '?')).toEqual(['D', 'A', '?']);
});

it('a ticket that drew the box empty also shows the Last One prize', async () => {
  const last = [{ ...tickets[0]!, position: 50, last_one: true }];
  apiAnswers({
    'GET kuji-order/41/draw': { status: 200, data: { data: draw(last) } },
    'GET kuji/7': { status: 200, data: { data: campaign({ status: 'sold_out', tickets_left: 0 }) } },
  });
  await open();
  await settle();
  await openTicket();
  expect(screen.getByTestId('won-last-one').textContent).toBe('The final ticket: you also win Last One prize: special figure!');
  await click(screen.getByRole('button', { name: 'See all prizes' }));
  const prizes = within(screen.getByTestId('show-summary')).getAllByTestId('prize');
  expect(prizes.map((li) => li.dataset.tier)).toEqual(['D', 'LAST']);
  expect(prizes[1]!.textContent).toContain('Last One prize: special figure');
});

describe('an order with nothing to draw', () => {
  it('waits while its payment is being confirmed, then shows the draw, never raising the global error', async () => {
    jest.useFakeTimers();
    try {
      let paid = false;
      apiAnswers({
        'GET kuji-order/41/draw': () =>
          paid ? { status: 200, data: { data: draw() } } : refusal(400, 40073, 'This order is not paid yet'),
        'GET kuji-order/41': () => ({
          status: 200,
          data: {
            data: paid
              ? kujiOrder()
              : kujiOrder({ status: 'pending_payment', paid_at: null, purchase: kujiPurchase('credit_card'), prizes: [] }),
          },
        }),
      });
      await open('/fanza/lottery?order_id=41&purchase_id=pur_kuji_41');
      await settle();
      expect(screen.getByTestId('lottery-waiting')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Continue paying' })).toBeTruthy();
      paid = true;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3000);
      });
      await waitFor(() => expect(screen.getByTestId('draw-show')).toBeTruthy());
      expect($toasts.get()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('an unpaid order sends the shopper to pay it', async () => {
    apiAnswers({
      'GET kuji-order/41/draw': refusal(400, 40073, 'This order is not paid yet'),
      'GET kuji-order/41': {
        status: 200,
        data: {
          data: kujiOrder({
            status: 'pending_payment',
            paid_at: null,
            purchase: kujiPurchase('alipay', { status: 'canceled' }),
            prizes: [],
          }),
        },
      },
    });
    await open();
    await settle();
    expect(screen.getByTestId('lottery-unpaid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay on the order page' }).getAttribute('href')).toBe('/fanza/order-detail?order=41');
    expect($toasts.get()).toEqual([]);
  });

  it('an expired order says its tickets went back, with a way back to the campaign', async () => {
    apiAnswers({
      'GET kuji-order/41/draw': refusal(400, 40074, 'This order expired unpaid'),
      'GET kuji-order/41': { status: 200, data: { data: kujiOrder({ status: 'expired', paid_at: null, prizes: [] }) } },
    });
    await open();
    await settle();
    expect(screen.getByTestId('lottery-expired').textContent).toContain('its tickets went back into the box');
    expect(screen.getByRole('link', { name: 'Back to the campaign' }).getAttribute('href')).toBe('/fanza/7');
  });

  it('another member’s order, or none, is not found, with a link back', async () => {
    apiAnswers({ 'GET kuji-order/41/draw': refusal(404, 40401, 'Page not found.') });
    await open();
    expect(screen.getByTestId('lottery-not-found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Ichiban Kuji' }).getAttribute('href')).toBe('/fanza');
    expect($toasts.get()).toEqual([]);
    cleanup();
    await open('/fanza/lottery?order=abc');
    expect(screen.getByTestId('lottery-not-found')).toBeTruthy();
  });
});
