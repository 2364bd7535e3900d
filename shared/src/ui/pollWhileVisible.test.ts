import { jest } from '@jest/globals';
import { pollWhileVisible } from './pollWhileVisible';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
});
afterEach(() => jest.useRealTimers());

/** Runs due timers and the promise callbacks they start. */
const advance = async (ms: number) => {
  await jest.advanceTimersByTimeAsync(ms);
};

it('looks every interval while the tab is visible, and stops when the check says done', async () => {
  let calls = 0;
  const check = jest.fn(async () => ++calls >= 3);
  pollWhileVisible(check, 3000);
  await advance(2999);
  expect(check).toHaveBeenCalledTimes(0);
  await advance(1);
  expect(check).toHaveBeenCalledTimes(1);
  await advance(6000);
  expect(check).toHaveBeenCalledTimes(3);
  await advance(30_000);
  expect(check).toHaveBeenCalledTimes(3);
});

it('asks nothing while the tab is hidden and looks at once when it is back', async () => {
  const check = jest.fn(async () => false);
  const stop = pollWhileVisible(check, 3000);
  await advance(3000);
  expect(check).toHaveBeenCalledTimes(1);
  setVisibility('hidden');
  await advance(60_000);
  expect(check).toHaveBeenCalledTimes(1);
  setVisibility('visible');
  await advance(0);
  expect(check).toHaveBeenCalledTimes(2);
  await advance(3000);
  expect(check).toHaveBeenCalledTimes(3);
  stop();
  await advance(30_000);
  expect(check).toHaveBeenCalledTimes(3);
});

it('keeps looking after a failed look', async () => {
  const check = jest.fn<() => Promise<boolean>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(true);
  pollWhileVisible(check, 1000);
  await advance(1000);
  await advance(1000);
  expect(check).toHaveBeenCalledTimes(2);
});
