import { use, useCallback, useContext, useEffect, useEffectEvent, useState } from 'react';
import { NavigationType, useMatches, useNavigationType } from 'react-router';
import { handleOf } from '@shop/shared/routing';
import { PageDataCollectorContext, seededPageData } from './server-data';
import { $cachedPages } from './store';

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

function remember(page: string, key: string, data: unknown): void {
  entries.delete(key);
  entries.set(key, { page, data });
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
}

function recall(page: string, key: string): Entry | undefined {
  return $cachedPages.get().includes(page) ? entries.get(key) : undefined;
}

/** The keep-alive name of the page being shown (its route handle's `cache`), if it has one. */
function useCacheName(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = handleOf(matches[i]);
    if (handle) return handle.cache;
  }
  return undefined;
}

export interface PageData<T> {
  data: T | undefined;
  error: unknown;
  /** True while the data for the current key is being fetched. */
  loading: boolean;
  /** Fetches again (after an error, say). */
  reload: () => void;
}

interface Settled<T> {
  key: string;
  attempt: number;
  data?: T;
  error?: unknown;
}

/**
 * Loads what a page shows. On a page whose route is marked `cache` (SPEC §2 keep-alive), coming back
 * with the browser's back or forward button shows the data it had — rendered in the same commit, so the
 * router's scroll restoration lands where the shopper was — instead of fetching again. A new visit
 * (link, nav, search) always fetches, and clearing the page cache forgets everything kept.
 *
 * `key` names what is loaded (route params and query); when it changes, `load` runs again.
 */
export function usePageData<T>(key: string, load: () => Promise<T>): PageData<T> {
  const page = useCacheName();
  const navigationType = useNavigationType();
  const cacheKey = `${page ?? ''}\u0000${key}`;
  // On the server: wait for the data (the render suspends) and render with it.
  const collector = useContext(PageDataCollectorContext);
  const serverData = collector ? (use(collector.load(cacheKey, load)) as T) : undefined;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | undefined>(() => {
    if (collector) return { key: cacheKey, attempt: 0, data: serverData };
    // Hydrating a server-rendered page: start from what the server rendered.
    const rendered = seededPageData(cacheKey);
    if (rendered) {
      if (page) remember(page, cacheKey, rendered.data);
      return { key: cacheKey, attempt: 0, data: rendered.data as T };
    }
    const kept = page && navigationType === NavigationType.Pop ? recall(page, cacheKey) : undefined;
    return kept ? { key: cacheKey, attempt: 0, data: kept.data as T } : undefined;
  });
  const fetchData = useEffectEvent(load);

  let current = settled && settled.key === cacheKey && settled.attempt === attempt ? settled : undefined;
  if (!current && page && navigationType === NavigationType.Pop && attempt === 0) {
    // A key change on a mounted page (back to page 1 of the same list) can be served from the cache too;
    // kept in state at once (React renders again before committing), so a later eviction cannot take it away.
    const kept = recall(page, cacheKey);
    if (kept) {
      current = { key: cacheKey, attempt, data: kept.data as T };
      setSettled(current);
    }
  }
  const served = current !== undefined;

  useEffect(() => {
    if (served) return;
    let live = true;
    fetchData().then(
      (data) => {
        if (!live) return;
        if (page) remember(page, cacheKey, data);
        setSettled({ key: cacheKey, attempt, data });
      },
      (error: unknown) => {
        if (live) setSettled({ key: cacheKey, attempt, error });
      },
    );
    return () => {
      live = false;
    };
  }, [cacheKey, attempt, served, page]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { data: current?.data, error: current?.error, loading: !served, reload };
}
