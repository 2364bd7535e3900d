import type { Location } from 'react-router';

/**
 * SPEC §2: scroll goes to the top on navigation; only going back (or forward) restores a saved position.
 * React Router saves positions by `location.key`, and the first history entry of every document is keyed
 * "default" (the router only keys the entries it pushes), so a page typed into the address bar opened at
 * whatever position the previous document had left under "default". Here the first entry of each document
 * gets a key of its own, kept in that entry's history state: an address typed in starts at the top, while
 * back/forward from another document and a reload (where the browser, too, keeps the place) find the
 * entry's own position.
 */
const keptField = 'shopScrollKey';

type NavigationType = 'navigate' | 'reload' | 'back_forward' | 'prerender' | undefined;

/** The scroll key of the entry a document was loaded on, from how it was loaded and the entry's history state. */
export function firstEntryScrollKey(type: NavigationType, state: unknown, newKey: () => string): string {
  const entry = (state ?? {}) as Record<string, unknown>;
  if (type === 'back_forward' || type === 'reload') {
    // Kept by an earlier document that started on this entry, else the key the router pushed it with.
    const kept = entry[keptField] ?? entry.key;
    if (typeof kept === 'string') return kept;
  }
  return newKey();
}

let first: { locationKey: string; scrollKey: string } | null = null;

/** Decides the first entry's key; call once, before the router reads the history. */
export function startScrollKeys(): void {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const state: unknown = window.history.state;
  const scrollKey = firstEntryScrollKey(navigation?.type, state, () => `page-${crypto.randomUUID()}`);
  const locationKey = (state as { key?: unknown } | null)?.key;
  first = { locationKey: typeof locationKey === 'string' ? locationKey : 'default', scrollKey };
  window.history.replaceState({ ...(state as object | null), [keptField]: scrollKey }, '');
}

/** `getKey` of `<ScrollRestoration>`: the router's key, except for the entry this document started on. */
export function shopScrollKey(location: Location): string {
  return first && location.key === first.locationKey ? first.scrollKey : location.key;
}
