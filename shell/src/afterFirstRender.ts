import type { RemotesManifest } from '@shop/shared/manifest';
import type { ShopRouter } from './mount';
import { startPreloading } from './remotes/preload';
import { syncSession } from './session/sync';

/** Waits for the browser to be idle (hydration done), at most `timeoutMs`. */
function whenIdle(run: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 0);
}

/**
 * What the first screen does not wait for: the session's sync (now and after every navigation), other remotes' code,
 * and the day's exchange rates once the page is idle.
 */
export function startAfterFirstRender(manifest: RemotesManifest, router: ShopRouter): void {
  syncSession();
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') syncSession();
  });
  startPreloading(manifest);
  whenIdle(() => void import('./api/currency-rates').then(({ refreshCurrencyRates }) => refreshCurrencyRates()), 3000);
}
