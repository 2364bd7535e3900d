import { jest } from '@jest/globals';
import { browserRenderedDigest, onRecoverableHydrationError } from './hydration';

// React hands a part the server left to the browser to onRecoverableError with the server's digest
// (e2e/tests/server-rendering.spec.ts sees it happen in Chromium).

let reported: jest.Mock;
beforeEach(() => {
  reported = jest.fn();
  globalThis.reportError = reported;
});
afterEach(() => jest.restoreAllMocks());

it('notes a part the server left to the browser without reporting an error', () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});
  const error = Object.assign(new Error('Switched to client rendering.'), { digest: browserRenderedDigest });
  onRecoverableHydrationError(error);
  expect(info).toHaveBeenCalledTimes(1);
  expect(reported).not.toHaveBeenCalled();
});

it('reports any other hydration error as an error', () => {
  const mismatch = new Error('Hydration failed because the server rendered text did not match the client.');
  onRecoverableHydrationError(mismatch);
  expect(reported).toHaveBeenCalledWith(mismatch);
});
