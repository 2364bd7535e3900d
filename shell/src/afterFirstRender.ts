import type { RemotesManifest } from '@shop/shared/manifest';
import { startPreloading } from './remotes/preload';

/** Waits for the browser to be idle (hydration done), at most `timeoutMs`. */
function whenIdle(run: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 0);
}

/** What the first screen does not wait for: other remotes' code, and the day's exchange rates once it is idle. */
export function startAfterFirstRender(manifest: RemotesManifest): void {
  startPreloading(manifest);
  whenIdle(() => void import('./api/currency-rates').then(({ refreshCurrencyRates }) => refreshCurrencyRates()), 3000);
}
