import { jest } from '@jest/globals';
import type { KujiBoard } from '@shop/shared/contract';
import { $locale } from '@shop/shared/stores';
import { controlVisibility, FakeEventSource, installEventSource, removeEventSource, setVisibility } from '@shop/shared/testing';
import { kujiDetail } from '../testing/kujiFixtures';
import { boardStreamAttempts, followKujiBoard, withBoard } from './kujiBoard';

const board: KujiBoard = { kuji_id: 7, tickets_left: 3, tiers: kujiDetail().tiers, last_one_won: true };
beforeEach(() => {
  controlVisibility();
  installEventSource();
});
afterEach(() => {
  removeEventSource();
  jest.useRealTimers();
});

test('no EventSource: the page is told at once to read the campaign by itself', () => {
  removeEventSource();
  const giveUp = jest.fn();
  followKujiBoard(7, { board: () => {}, giveUp });
  expect(giveUp).toHaveBeenCalledTimes(1);
});

test('boards reach the page from a stream on the shop’s origin in its language; hidden closes it, visible opens it', () => {
  $locale.set('en');
  const seen: KujiBoard[] = [];
  const stop = followKujiBoard(7, { board: (b) => seen.push(b), giveUp: () => {} });
  const [first] = FakeEventSource.opened;
  expect(first!.url).toBe('/api/v1/kuji/7/board?locale=en');
  first!.send('board', board);
  expect(seen).toEqual([board]);

  setVisibility('hidden');
  expect(first!.readyState).toBe(FakeEventSource.CLOSED);
  setVisibility('visible');
  expect(FakeEventSource.opened).toHaveLength(2);
  stop();
  expect(FakeEventSource.opened[1]!.readyState).toBe(FakeEventSource.CLOSED);
});

test(`${boardStreamAttempts} failures in a row with no board between: the stream is given up for polling`, () => {
  jest.useFakeTimers();
  const giveUp = jest.fn();
  followKujiBoard(7, { board: () => {}, giveUp });
  const s = FakeEventSource.opened[0]!;
  s.fail(false);
  s.send('board', board);
  s.fail(false);
  s.fail(false);
  expect(giveUp).not.toHaveBeenCalled();
  // Refused (a 503 when the server is full): the stream closes for good, so it is opened again later.
  s.fail(true);
  expect(giveUp).toHaveBeenCalledTimes(1);
  expect(s.readyState).toBe(FakeEventSource.CLOSED);

  const refused = jest.fn();
  followKujiBoard(8, { board: () => {}, giveUp: refused });
  FakeEventSource.opened[1]!.fail(true);
  jest.advanceTimersByTime(3000);
  expect(FakeEventSource.opened).toHaveLength(3);
  FakeEventSource.opened[2]!.fail(true);
  jest.advanceTimersByTime(3000);
  FakeEventSource.opened[3]!.fail(true);
  expect(refused).toHaveBeenCalledTimes(1);
});

test('a board replaces what is left, the tiers and the Last One, and nothing else', () => {
  const kuji = kujiDetail();
  const next = withBoard(kuji, { ...board, kuji_id: kuji.kuji_id, tickets_left: 1 });
  expect(next).toEqual({ ...kuji, tickets_left: 1, tiers: board.tiers, last_one: { ...kuji.last_one, won: true } });
});
