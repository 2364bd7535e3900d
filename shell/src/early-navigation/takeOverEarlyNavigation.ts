import { destinationOf, navigationOf, type EarlyNavigation, type HeldNavigation } from './captureEarlyNavigation';

declare global {
  interface Window {
    /** Set by the document's inline script (captureEarlyNavigation.ts); absent in a remote's own page. */
    __shopEarlyNavigation?: EarlyNavigation;
  }
}

/** How often a navigation React could not take yet is offered to it again, and for how long before the router takes it. */
const retryEveryMs = 50;
const retryForMs = 3000;

/**
 * Called right after `hydrateRoot` has attached React's listeners to `container`: from then on React handles taps and
 * searches, and the document stops holding them. What React does with one that lands on a part it has not hydrated
 * yet (react-dom's `dispatchEvent`): a click makes it hydrate that part at once, and when it cannot (the part's code
 * or data has not arrived) it stops the click at the container and drops it; a submit it passes on to no handler.
 * Either way the browser would load a new document. Listeners on the container, after React's, notice that (a click
 * stopped with its default untouched; a search form's submit that no handler took) and hold the navigation instead,
 * offering it to React again until React takes it. The navigation held before the shop's code ran is offered the
 * same way. Offered means clicked or submitted again, so the element's own handlers (the router, analytics) run; one
 * whose element is gone, or that React has not taken within seconds, goes to its address through the router. (Every
 * form of the shop that navigates is handled by the app: a `method="get"` form left to the browser would only arrive
 * through the router, seconds later.)
 */
export function takeOverEarlyNavigation(container: HTMLElement, navigate: (path: string) => void): void {
  // The deadline of the navigation being offered again (its event is dispatched synchronously): it keeps the first
  // attempt's deadline if React drops it once more.
  let offeringUntil: number | undefined;
  const offer = (held: HeldNavigation, until: number) => {
    setTimeout(() => {
      if (held.isConnected && Date.now() < until) {
        offeringUntil = until;
        if ('elements' in held) held.requestSubmit();
        else held.click();
        offeringUntil = undefined;
        return;
      }
      const { pathname, search, hash } = destinationOf(held);
      navigate(pathname + search + hash);
    }, retryEveryMs);
  };

  const hold = (event: Event) => {
    const held = navigationOf(event, window.location.origin);
    if (!held) return;
    event.preventDefault();
    offer(held, offeringUntil ?? Date.now() + retryForMs);
  };
  container.addEventListener(
    'click',
    (event) => {
      if (event.cancelBubble && !event.defaultPrevented) hold(event);
    },
    { capture: true },
  );
  container.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) hold(event);
  });

  const early = window.__shopEarlyNavigation?.takeOver();
  if (early) offer(early, Date.now() + retryForMs);
}
