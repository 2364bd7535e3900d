import { hydrationStateElementId, serverRenderedAttribute } from '@shop/shared/manifest';
import { setNavigationData, type Locale } from '@shop/shared/stores';
import { navigationDataAdopted } from './components/nav/loadNavigationData';
import type { HydrationState } from './server/render';

/** The state a server-rendered document was rendered with; undefined for a page the browser renders. */
export function readHydrationState(container: HTMLElement): HydrationState | undefined {
  if (!container.hasAttribute(serverRenderedAttribute)) return undefined;
  const text = document.getElementById(hydrationStateElementId)?.textContent;
  try {
    return text ? (JSON.parse(text) as HydrationState) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the stores from what the server rendered with, so the first render in the browser produces the same
 * HTML. Only when the page is shown in the language it was rendered in: a shopper whose stored choice differs
 * (their cookie was cleared) gets the page rendered anew in theirs.
 */
export function adoptServerState(state: HydrationState, locale: Locale): boolean {
  if (state.locale !== locale) return false;
  setNavigationData(state.navigation);
  const { categories, themes, searchKeywords } = state.navigation;
  // A list the server could not load is fetched by the header as on a page rendered in the browser.
  if (categories && themes && searchKeywords) navigationDataAdopted();
  return true;
}

/**
 * The digest the server gives a part of the page it left to the browser (shell/src/server/render.tsx): the
 * browser's hydration hands it back as the error of that part, which is expected there, not a fault.
 */
export const browserRenderedDigest = 'shop:rendered-in-browser';

/**
 * Hydration's report of what it could not hydrate. The parts the server left to the browser are noted, not reported
 * as errors (React renders them now with the browser's code); anything else is an error, as React reports it.
 */
export function onRecoverableHydrationError(error: unknown): void {
  if ((error as { digest?: unknown } | null)?.digest === browserRenderedDigest) {
    console.info('Part of this page is rendered in the browser: the server could not render it.');
    return;
  }
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}
