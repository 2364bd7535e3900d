import { useCallback, useSyncExternalStore } from 'react';

/**
 * The large-screen breakpoint of the shop's chrome: the 70 px header (tokens.css), the header's account menu
 * instead of the avatar link (SPEC §2), and the member centre's side menu. CSS repeats the number in its media
 * queries (they cannot read custom properties); code asks through this query.
 */
export const largeScreenQuery = '(min-width: 1024px)';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
