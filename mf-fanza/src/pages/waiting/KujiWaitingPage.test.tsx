import { jest } from '@jest/globals';
import { act } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import type { DropPlace } from '@shop/shared/contract';
import { liveAdmission } from '@shop/shared/drop';
import { routeHandle } from '@shop/shared/routing';
import { signIn, signOut } from '@shop/shared/stores';
import { admittedPlace, dropInfo, dropPlace, FakeEventSource, installEventSource, removeEventSource } from '@shop/shared/testing';
import { kujiDetail } from '../../testing/kujiFixtures';
import { fakeApi, renderRoutes, settle, type FakeRequest, type Locale } from '../../testing/renderFanza';
import KujiWaitingPage from './KujiWaitingPage';

const routes = [
  { path: '/fanza/:kujiId/waiting', element: <KujiWaitingPage />, handle: routeHandle({ titleKey: 'fanza:title.waiting' }) },
  { path: '/fanza/:kujiId', element: <p>campaign page</p> },
];

const kuji = kujiDetail();

/**
 * The API at the network edge: the campaign, its drop, the member's place (`held`: none until joined) and joining,
 * which answers `joined` (each call the next one).
 */
function serve({ held = null, joined = [dropPlace()] }: { held?: DropPlace | null; joined?: DropPlace[] } = {}) {
  let joins = 0;
  return fakeApi({
    'GET kuji/1': { status: 200, data: { data: kuji } },
    'GET drop/kuji/1': { status: 200, data: { data: (held ?? joined[0]!).drop } },
    'GET drop/kuji/1/place': held
      ? { status: 200, data: { data: held } }
      : { status: 404, data: { error_code: 40460, error_msg: 'no place' } },
    'POST drop/kuji/1/place': () => ({ status: 200, data: { data: joined[Math.min(joins++, joined.length - 1)] } }),
  });
}

async function openRoom(locale: Locale = 'en') {
  const router = await renderRoutes(routes, '/fanza/1/waiting', locale);
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return router;
}

const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST').length;
const text = (id: string) => screen.getByTestId(id).textContent;
const push = (place: DropPlace) => act(() => FakeEventSource.live()!.send('place', place));

beforeEach(() => {
  signIn('member-token');
  sessionStorage.clear();
  localStorage.clear();
  installEventSource();
});
afterEach(() => {
  removeEventSource();
  signOut();
  jest.useRealTimers();
});

it('joins on arrival and shows the place, the wait and what is left, then follows each pushed change', async () => {
  const requests = serve();
  await openRoom();
  expect(screen.getByRole('heading', { level: 1, name: 'Waiting room' })).toBeTruthy();
  expect(screen.getByRole('link', { name: kuji.title }).getAttribute('href')).toBe('/fanza/1');
  expect(text('room-state')).toContain('You are in the queue');
  expect([text('position'), text('wait'), text('left')]).toEqual(['3', 'About 3 minutes', '40']);
  expect(posts(requests)).toBe(1);
  expect(FakeEventSource.live()!.url).toBe('/api/v1/drop/kuji/1/place/stream?watch=watch-token-0001');

  await push(dropPlace({ position: 1, estimated_wait_seconds: 20, drop: dropInfo({ left: 12 }) }));
  expect([text('position'), text('wait'), text('left')]).toEqual(['1', 'Under a minute', '12']);
});

it('before the start: counts down to it and says arriving earlier gives no advantage', async () => {
  const now = Date.now();
  const early = dropPlace(
    { state: 'early', position: null, drop: dropInfo({ starts_at: new Date(now + 95_000).toISOString() }, now) },
    now,
  );
  serve({ joined: [early] });
  await openRoom();
  expect(text('room-state')).toBe(
    'You are in the waiting roomThe order is drawn at the start; arriving earlier gives no advantage.',
  );
  expect(text('countdown')).toMatch(/^1:3[45]$/);
  // No place and no wait before the draw: the countdown is the wait.
  expect(screen.queryByTestId('position')).toBeNull();
  expect(screen.queryByTestId('wait')).toBeNull();
  expect(text('left')).toBe('40');
});

it('speaks traditional Chinese, the shop’s default', async () => {
  serve({ joined: [dropPlace({ state: 'early', position: null })] });
  await openRoom('tw');
  expect(text('room-state')).toBe('您已進入等候室開賣時將以隨機方式決定順序，提早到達並不會比較有利。');
});

it('a reload finds the place held: shown as it is, nothing joined again', async () => {
  const requests = serve({ held: dropPlace({ position: 7 }) });
  await openRoom();
  expect(text('position')).toBe('7');
  expect(posts(requests)).toBe(0);
});

it('admitted: keeps the admission in the tab for the purchase and offers to buy, with the time left', async () => {
  serve();
  await openRoom();
  await push(admittedPlace());
  expect(text('room-state')).toContain("It's your turn!");
  expect(text('countdown')).toMatch(/^(2:00|1:59)$/);
  expect(screen.getByRole('link', { name: 'Buy now' }).getAttribute('href')).toBe('/fanza/1');
  expect(liveAdmission('kuji', 1)?.admission).toBe('admission-token-0001');
});

it('lapsed or used: queue again joins at the back; sold out offers only the way back', async () => {
  const requests = serve({ joined: [dropPlace(), dropPlace({ position: 9, watch: 'watch-token-0002' })] });
  await openRoom();
  await push(dropPlace({ state: 'lapsed', position: null, estimated_wait_seconds: null }));
  expect(text('room-state')).toContain('Your time to buy has passed');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Queue again' })));
  expect(posts(requests)).toBe(2);
  expect(text('position')).toBe('9');
  expect(FakeEventSource.live()!.url).toContain('watch=watch-token-0002');

  await push(dropPlace({ state: 'used', position: null, estimated_wait_seconds: null }));
  expect(text('room-state')).toContain('You bought it');
  expect(screen.getByRole('button', { name: 'Queue again' })).toBeTruthy();

  await push(dropPlace({ state: 'sold_out', position: null, estimated_wait_seconds: null, drop: dropInfo({ left: 0 }) }));
  expect(text('room-state')).toContain('Sold out');
  expect(screen.queryByRole('button', { name: 'Queue again' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to the item' }).getAttribute('href')).toBe('/fanza/1');
});

it('before the room opens: says when, and joins by itself once it has', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  const now = Date.now();
  const later = dropInfo(
    { opens_at: new Date(now + 10_000).toISOString(), starts_at: new Date(now + 60_000).toISOString() },
    now,
  );
  const requests = fakeApi({
    'GET kuji/1': { status: 200, data: { data: kuji } },
    'GET drop/kuji/1': { status: 200, data: { data: later } },
    'GET drop/kuji/1/place': { status: 404, data: { error_code: 40460, error_msg: 'no place' } },
    'POST drop/kuji/1/place': { status: 200, data: { data: dropPlace({ state: 'early', position: null }) } },
  });
  await renderRoutes(routes, '/fanza/1/waiting');
  await act(() => jest.advanceTimersByTimeAsync(100));
  expect(text('room-state')).toContain('The queue is not open yet');
  expect(text('countdown')).toMatch(/^0:(09|10)$/);
  expect(posts(requests)).toBe(0);
  await act(() => jest.advanceTimersByTimeAsync(10_000));
  expect(posts(requests)).toBe(1);
  expect(text('room-state')).toContain('You are in the waiting room');
});

it('without a stream: reads the place every few seconds instead', async () => {
  removeEventSource();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  let reads = 0;
  fakeApi({
    'GET kuji/1': { status: 200, data: { data: kuji } },
    'GET drop/kuji/1': { status: 200, data: { data: dropInfo() } },
    'GET drop/kuji/1/place': () => ({ status: 200, data: { data: dropPlace({ position: 5 - reads++ }) } }),
  });
  await renderRoutes(routes, '/fanza/1/waiting');
  await act(() => jest.advanceTimersByTimeAsync(100));
  expect(text('position')).toBe('5');
  await act(() => jest.advanceTimersByTimeAsync(5000));
  expect(text('position')).toBe('4');
});

it('a refusal to join says why, and tries again when asked', async () => {
  let refuse = true;
  fakeApi({
    'GET kuji/1': { status: 200, data: { data: kuji } },
    'GET drop/kuji/1': { status: 200, data: { data: dropInfo() } },
    'GET drop/kuji/1/place': { status: 404, data: { error_code: 40460, error_msg: 'no place' } },
    'POST drop/kuji/1/place': () =>
      refuse
        ? { status: 429, data: { error_code: 42960, error_msg: 'Too many places in this queue from your network address.' } }
        : { status: 200, data: { data: dropPlace() } },
  });
  await openRoom();
  expect(screen.getByRole('alert').textContent).toContain('Too many places in this queue from your network address.');
  refuse = false;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  await settle();
  expect(text('position')).toBe('3');
});
