import { $cachedPages } from './store';

/**
 * The data kept for back navigation (SPEC §2 keep-alive), by page and key. `usePageData` fills and reads it; a
 * route's loader (route-data.ts) looks here first on a back or forward navigation, so one that will be
 * served from it starts nothing.
 */
interface Entry {
  page: string;
  data: unknown;
}

/** Enough for a shopper hopping between a few lists and their pages; the oldest entry goes first. */
const maxEntries = 30;
const entries = new Map<string, Entry>();

// Clearing the page cache (a nav click to another page, a search) or removing a page drops its data.
$cachedPages.listen((pages) => {
  for (const [key, entry] of entries) if (!pages.includes(entry.page)) entries.delete(key);
});

/** What a page's data is filed under: its keep-alive name (if any) and the key its page gives `usePageData`. */
export function cacheKeyOf(page: string | undefined, key: string): string {
  return `${page ?? ''}\u0000${key}`;
}

export function remember(page: string, cacheKey: string, data: unknown): void {
  entries.delete(cacheKey);
  entries.set(cacheKey, { page, data });
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
}

export function recall(page: string, cacheKey: string): { data: unknown } | undefined {
  return $cachedPages.get().includes(page) ? entries.get(cacheKey) : undefined;
}
