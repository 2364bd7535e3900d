import { jest } from '@jest/globals';
import type { KujiBoard } from '@shop/shared/contract';
import { $locale } from '@shop/shared/stores';
import { kujiDetail } from '../testing/kujiFixtures';
import { boardStreamAttempts, followKujiBoard, withBoard } from './kujiBoard';

// jsdom has no EventSource: this stands in for the browser's, recording what the page opens and closes.
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(board: KujiBoard) {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent('board', { data: JSON.stringify(board) }));
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

const board: KujiBoard = { kuji_id: 7, tickets_left: 3, tiers: kujiDetail().tiers, last_one_won: true };
let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (v: DocumentVisibilityState) => {
  visibility = v;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  FakeEventSource.opened = [];
  visibility = 'visible';
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
  jest.useRealTimers();
});

test('no EventSource: the page is told at once to read the campaign by itself', () => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
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
  first!.send(board);
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
  s.send(board);
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
