import { act } from 'react';
import { jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import type { KujiDraw, KujiOrderDrawState } from '@shop/shared/contract';
import { routeHandle } from '@shop/shared/routing';
import { $toasts } from '@shop/shared/stores';
import { apiAnswers } from '@shop/shared/testing';
import { draw, kujiOrder, kujiPurchase, refusal } from '../../testing/purchaseFixtures';
import { loadFanzaTexts, renderRoutes, settle, type Locale } from '../../testing/renderFanza';
import LotteryPage from './LotteryPage';

const routes = [
  {
    path: '/fanza/lottery',
    element: <LotteryPage />,
    handle: routeHandle({ titleKey: 'fanza:title.lottery', requiresAuth: true, layout: 'bare' }),
  },
];

const roundState = (fields: Partial<KujiOrderDrawState> = {}): KujiOrderDrawState => ({
  place: 12,
  round: 1003,
  due_at: '2026-11-18T11:56:46.000Z',
  status: 'waiting',
  late: false,
  ...fields,
});
/** The order's draw while its round is not out: no tickets yet. */
const waiting = (fields: Partial<KujiOrderDrawState> = {}): KujiDraw => ({ ...draw([]), draw: roundState(fields) });
const drawn = (): KujiDraw => ({ ...draw(), draw: roundState({ status: 'drawn' }) });

/** Answers the draw with each of `answers` in turn, the last one from then on. */
function serveDraws(...answers: (() => KujiDraw | ReturnType<typeof refusal>)[]) {
  let read = 0;
  return apiAnswers({
    'GET kuji-order/41/draw': () => {
      const answer = answers[Math.min(read++, answers.length - 1)]!();
      return 'draws' in answer || 'kuji_id' in answer ? { status: 200, data: { data: answer } } : answer;
    },
    'GET kuji/7': refusal(503, 50300, 'later'),
  });
}

async function open(locale: Locale = 'en') {
  await renderRoutes(routes, '/fanza/lottery?order=41', locale);
  await settle();
}

const drawReads = (requests: { url: string }[]) => requests.filter((r) => r.url === 'kuji-order/41/draw').length;
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
let visibility: DocumentVisibilityState = 'visible';

// The texts load on real timers; every test then runs on fake ones, to step through the reads a second apart.
beforeAll(async () => {
  for (const locale of ['tw', 'cn', 'en'] as const) await loadFanzaTexts(locale);
});
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  $toasts.set([]);
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => jest.useRealTimers());

it('says which round decides the draws and when it is due, then opens the show once a read finds them drawn', async () => {
  const requests = serveDraws(waiting, waiting, drawn);
  await open();
  expect(screen.getByTestId('round-due').textContent).toBe('Your draws are decided by drand round 1003, due at 19:56:46.');
  expect(screen.getByRole('status').textContent).toContain('paid order number 12 of this campaign');
  expect(screen.queryByTestId('round-late')).toBeNull();
  // Nothing to give away while waiting: there is no ticket, no show.
  expect(screen.queryByTestId('draw-show')).toBeNull();
  await wait(1000);
  expect(drawReads(requests)).toBe(2);
  expect(screen.getByTestId('lottery-round')).toBeTruthy();
  await wait(1000);
  expect(drawReads(requests)).toBe(3);
  expect(screen.getByTestId('draw-show')).toBeTruthy();
  expect(screen.getByTestId('show-progress').textContent).toBe('0 of 3 opened');
  expect(screen.getByTestId('decided-by').textContent).toBe('Decided by drand round 1003 · paid order 12');
  await wait(10_000);
  expect(drawReads(requests)).toBe(3);
  expect($toasts.get()).toEqual([]);
});

it('when the beacon is late, says the draw waits for that round and nothing else decides it', async () => {
  serveDraws(() => waiting({ late: true }));
  await open();
  expect(screen.getByTestId('lottery-round').dataset.late).toBe('true');
  expect(screen.getByTestId('round-late').textContent).toBe(
    'The beacon is late: your draws happen as soon as round 1003 is fetched. Only that round decides them; nothing is ever drawn from anything else.',
  );
});

it('asks nothing while the tab is hidden, and stops asking once the page is left', async () => {
  const requests = serveDraws(waiting);
  await open();
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  await wait(10_000);
  expect(drawReads(requests)).toBe(1);
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
  await wait(0);
  expect(drawReads(requests)).toBe(2);
  cleanup();
  await wait(10_000);
  expect(drawReads(requests)).toBe(2);
});

it('after the payment is confirmed, waits for the round every second, then shows the draw', async () => {
  let paid = false;
  let picked = false;
  const requests = apiAnswers({
    'GET kuji-order/41/draw': () =>
      !paid ? refusal(400, 40073, 'This order is not paid yet') : { status: 200, data: { data: picked ? drawn() : waiting() } },
    'GET kuji-order/41': () => ({
      status: 200,
      data: {
        data: paid
          ? kujiOrder()
          : kujiOrder({ status: 'pending_payment', paid_at: null, purchase: kujiPurchase('credit_card'), prizes: [] }),
      },
    }),
    'GET kuji/7': refusal(503, 50300, 'later'),
  });
  await open();
  expect(screen.getByTestId('lottery-waiting')).toBeTruthy();
  paid = true;
  await wait(3000);
  expect(screen.getByTestId('round-due')).toBeTruthy();
  const reads = drawReads(requests);
  await wait(1000);
  expect(drawReads(requests)).toBe(reads + 1);
  picked = true;
  await wait(1000);
  expect(screen.getByTestId('draw-show')).toBeTruthy();
  await wait(10_000);
  expect(requests.filter((r) => r.url === 'kuji-order/41').length).toBe(2);
});

it('says it in tw and cn', async () => {
  const said: Partial<Record<Locale, string>> = {
    tw: '你的籤由 drand 第 1003 回合決定，預計 19:56:46 公布。',
    cn: '你的签由 drand 第 1003 轮决定，预计 19:56:46 公布。',
  };
  for (const locale of ['tw', 'cn'] as const) {
    serveDraws(() => waiting({ late: true }));
    await open(locale);
    expect(screen.getByTestId('round-due').textContent).toBe(said[locale]);
    expect(screen.getByTestId('round-late').textContent).toContain(locale === 'tw' ? '信標遲到了' : '信标迟到了');
    cleanup();
  }
});
