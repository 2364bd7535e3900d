import { NavigationType, type DataRouter, type RouterState } from 'react-router';
import { startPageData } from '@shop/shared/page-cache';
import { handleOf } from '@shop/shared/routing';
import { $signedIn } from '@shop/shared/stores';

/** Starts the data of the page `state` shows, as its route's handle names it (`pageData`). */
function startFor(state: RouterState): void {
  const handles = state.matches.map((match) => ({ handle: handleOf(match.route), params: match.params }));
  const page = handles.findLast((entry) => entry.handle);
  if (!page?.handle?.pageData) return;
  // The route guard sends a visitor to sign-in instead: a members-only call would only sign them out.
  if (!$signedIn.get() && handles.some((entry) => entry.handle?.requiresAuth)) return;
  try {
    const requests = page.handle.pageData({ params: page.params, searchParams: new URLSearchParams(state.location.search) });
    startPageData(requests, { page: page.handle.cache, pop: state.historyAction === NavigationType.Pop });
  } catch (error) {
    // A remote's mistake here costs only the head start: the page loads its data itself.
    console.error(error);
  }
}

/**
 * A page's data starts with its code: on every client navigation, once the route is matched (a remote's route tree
 * is patched in before that), the page's `pageData` requests are started before React renders the page and asks
 * for its lazily loaded code, and the page's `usePageData` takes them over. Also for the first page, whose data a
 * server-rendered document already carries (then nothing is started: see `startPageData`).
 */
export function startPageDataWithCode(router: Pick<DataRouter, 'state' | 'subscribe'>): void {
  let shown = router.state.location;
  startFor(router.state);
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location === shown) return;
    shown = state.location;
    startFor(state);
  });
}
