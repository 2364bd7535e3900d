/**
 * Runs inline in the head of the shell's documents, before any of the shop's code has loaded (the build compiles
 * holdEarlyNavigation.ts, which starts it, on its own into the documents' one inline script: it imports nothing). A page
 * rendered on the server shows its links and its search at once, but until React has hydrated them a tap on a link
 * or a search would load a whole new document: the page's list, its scroll position and the analytics of the tap
 * would be lost. So such a navigation within the shop is held here and handed to the app when it takes over
 * (`takeOver`), which replays it; anything else is left alone. If the app has not taken over within `fallbackMs` of
 * the first one held (its code failed, or a very slow phone), the navigation goes ahead the ordinary way. Once the
 * shop's code has arrived and is starting (`starting`), a held navigation waits up to `startingMs` from then instead:
 * a new document would only load and start that same code again.
 */

/** A link, or a form that navigates (`method="get"`, as the site search). */
export type HeldNavigation = HTMLAnchorElement | HTMLFormElement;

export interface EarlyNavigation {
  /** The shop's code has arrived: a navigation held now, or later, waits up to `startingMs` for it to take over. */
  starting(): void;
  /** Stops holding navigations and returns the last one held (its fallback cancelled), if any. */
  takeOver(): HeldNavigation | null;
}

/** Where a held navigation leads: the link's address, or the form's action with its fields as the query. */
export function destinationOf(held: HeldNavigation): URL {
  if (!('elements' in held)) return new URL(held.href);
  const url = new URL(held.action);
  url.search = new URLSearchParams(new FormData(held) as unknown as Record<string, string>).toString();
  return url;
}

const sameTab = (target: string) => !target || target === '_self';

/**
 * The navigation within the shop (`origin`) that `event` starts, if it is one: a plain left click on a link (not to
 * another site, a new tab or a download), or the submission of a `method="get"` form.
 */
export function navigationOf(event: Event, origin: string): HeldNavigation | null {
  const target = event.target as Element | null;
  if (event.type === 'submit') {
    const form = target as HTMLFormElement;
    return form.method === 'get' && new URL(form.action).origin === origin && sameTab(form.target) ? form : null;
  }
  const mouse = event as MouseEvent;
  if (mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return null;
  const link = target && target.closest ? target.closest<HTMLAnchorElement>('a[href]') : null;
  // Another site, another tab, a download: the browser's own behaviour is the right one.
  if (!link || link.origin !== origin || !sameTab(link.target) || link.hasAttribute('download')) return null;
  return link;
}

export function captureEarlyNavigation(
  doc: Document,
  follow: (href: string) => void,
  fallbackMs: number,
  startingMs: number,
): EarlyNavigation {
  let held: HeldNavigation | null = null;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  let waitMs = fallbackMs;
  function goAhead(): void {
    stop();
    const late = held;
    // Followed now: the app, should it start after all, has nothing left to replay.
    held = null;
    if (late) follow(destinationOf(late).href);
  }
  function hold(event: Event): void {
    if (event.defaultPrevented) return;
    const navigation = navigationOf(event, doc.location.origin);
    if (!navigation) return;
    event.preventDefault();
    held = navigation;
    // The first one held sets the deadline; a later one changes where it leads, not when.
    fallback ??= setTimeout(goAhead, waitMs);
  }

  function stop(): void {
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('submit', hold, true);
  }

  doc.addEventListener('click', hold, true);
  doc.addEventListener('submit', hold, true);
  return {
    starting() {
      waitMs = startingMs;
      if (fallback === undefined) return;
      clearTimeout(fallback);
      fallback = setTimeout(goAhead, startingMs);
    },
    takeOver() {
      stop();
      clearTimeout(fallback);
      const last = held;
      held = null;
      return last;
    },
  };
}
