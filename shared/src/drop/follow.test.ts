import { jest } from '@jest/globals';
import type { DropPlace } from '@shop/shared/contract';
import {
  controlVisibility,
  dropPlace,
  FakeEventSource,
  installEventSource,
  removeEventSource,
  setVisibility,
} from '@shop/shared/testing';
import { followDropPlace, placeStreamAttempts, placeStreamRetryMs } from './follow';

beforeEach(() => {
  controlVisibility();
  installEventSource();
});
afterEach(() => {
  removeEventSource();
  jest.useRealTimers();
});

test('no EventSource: the page is told at once to read its place by itself', () => {
  removeEventSource();
  const giveUp = jest.fn();
  followDropPlace('kuji', 7, 'watch-token-0001', { place: () => {}, giveUp });
  expect(giveUp).toHaveBeenCalledTimes(1);
});

test('each pushed place reaches the page; a hidden tab keeps waiting on the stream', () => {
  const seen: DropPlace[] = [];
  const stop = followDropPlace('product', 7, 'a/b+c', { place: (p) => seen.push(p), giveUp: () => {} });
  const [source] = FakeEventSource.opened;
  expect(source!.url).toBe('/api/v1/drop/product/7/place/stream?watch=a%2Fb%2Bc');
  const first = dropPlace({ position: 3 });
  const next = dropPlace({ position: 2 });
  source!.send('place', first);
  setVisibility('hidden');
  source!.send('place', next);
  expect(seen).toEqual([first, next]);
  expect(source!.readyState).toBe(FakeEventSource.OPEN);
  stop();
  expect(source!.readyState).toBe(FakeEventSource.CLOSED);
});

test('a connection a phone dropped in the background is opened again when the page is shown', () => {
  followDropPlace('kuji', 7, 'watch-token-0001', { place: () => {}, giveUp: () => {} });
  const [source] = FakeEventSource.opened;
  setVisibility('hidden');
  source!.readyState = FakeEventSource.CLOSED;
  setVisibility('visible');
  expect(FakeEventSource.opened).toHaveLength(2);
  expect(FakeEventSource.live()).toBe(FakeEventSource.opened[1]);
});

test(`a refused stream is opened again later; ${placeStreamAttempts} failures in a row give it up for polling`, () => {
  jest.useFakeTimers();
  const giveUp = jest.fn();
  followDropPlace('kuji', 7, 'watch-token-0001', { place: () => {}, giveUp });
  FakeEventSource.opened[0]!.fail(true);
  expect(FakeEventSource.opened).toHaveLength(1);
  jest.advanceTimersByTime(placeStreamRetryMs);
  expect(FakeEventSource.opened).toHaveLength(2);
  // A place between failures starts the count again.
  FakeEventSource.opened[1]!.send('place', dropPlace());
  FakeEventSource.opened[1]!.fail(false);
  FakeEventSource.opened[1]!.fail(false);
  expect(giveUp).not.toHaveBeenCalled();
  FakeEventSource.opened[1]!.fail(false);
  expect(giveUp).toHaveBeenCalledTimes(1);
  expect(FakeEventSource.opened[1]!.readyState).toBe(FakeEventSource.CLOSED);
});
