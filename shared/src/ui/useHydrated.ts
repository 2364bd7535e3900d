import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true from then on (and at once on
 * a page rendered in the browser). For what only the browser knows, such as a choice kept in localStorage: render
 * it after hydration, so the first render in the browser is the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
