import { useEffect, useEffectEvent, useReducer, useState } from 'react';
import { NavigationType, useMatches, useNavigationType } from 'react-router';
import { handleOf } from '@shop/shared/routing';
import { cacheKeyOf, recall, remember } from './kept';
import { errorOf, isRouteData, settledOutcome, type Outcome } from './route-data';

/** The keep-alive name of the page being shown (its route handle's `cache`), if it has one. */
function useCacheName(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = handleOf(matches[i]);
    if (handle) return handle.cache;
  }
  return undefined;
}

/** What the route's loader started for `key`, if a route of the page loaded it. */
function useLoaded(key: string): Outcome | Promise<Outcome> | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data: unknown = matches[i]?.loaderData;
    if (isRouteData(data) && key in data.pageData) return data.pageData[key];
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

interface Fetched {
  cacheKey: string;
  attempt: number;
  outcome: Outcome;
}

/**
 * What a page shows for `key`. A page's own data comes from its route's loader (`pageData` in its handle), started
 * with the page's code on a client navigation and rendered on the server; anything else the page asks for (a
 * districts list, a quote) is fetched here. On a page whose route is marked `cache` (SPEC §2 keep-alive), coming back
 * with the browser's back or forward button shows the data it had, in the same commit, so the router's scroll
 * restoration lands where the shopper was. A retry (`reload`) always fetches.
 */
export function usePageData<T>(key: string, load: () => Promise<T>): PageData<T> {
  const page = useCacheName();
  const pop = useNavigationType() === NavigationType.Pop;
  const cacheKey = cacheKeyOf(page, key);
  const [retry, setRetry] = useState({ cacheKey, count: 0 });
  const attempt = retry.cacheKey === cacheKey ? retry.count : 0;
  const loaded = useLoaded(key);
  const fromRoute = attempt === 0 ? loaded : undefined;
  const [fetched, setFetched] = useState<Fetched>();
  const [, loadedSettled] = useReducer((count: number) => count + 1, 0);

  let outcome: Outcome | undefined = fromRoute && settledOutcome(fromRoute);
  if (!fromRoute) {
    outcome = fetched?.cacheKey === cacheKey && fetched.attempt === attempt ? fetched.outcome : undefined;
    const kept = !outcome && attempt === 0 && page && pop ? recall(page, cacheKey) : undefined;
    if (kept) {
      // Kept in state at once (React renders again before committing), so a later eviction cannot take it away.
      outcome = { data: kept.data };
      setFetched({ cacheKey, attempt, outcome });
    }
  }
  const waiting = outcome === undefined;
  const fetchData = useEffectEvent(load);
  const routeData = fromRoute && outcome && 'data' in outcome ? outcome.data : undefined;

  // What the route loaded (or the server rendered) is kept for coming back to the page.
  useEffect(() => {
    if (page && routeData !== undefined) remember(page, cacheKey, routeData);
  }, [page, cacheKey, routeData]);

  useEffect(() => {
    if (!waiting) return;
    let live = true;
    if (fromRoute instanceof Promise) {
      void fromRoute.then(() => live && loadedSettled());
    } else {
      fetchData().then(
        (data) => {
          if (page) remember(page, cacheKey, data);
          if (live) setFetched({ cacheKey, attempt, outcome: { data } });
        },
        (error: unknown) => live && setFetched({ cacheKey, attempt, outcome: { error } }),
      );
    }
    return () => {
      live = false;
    };
  }, [cacheKey, attempt, waiting, fromRoute, page]);

  const reload = () => setRetry((last) => ({ cacheKey, count: (last.cacheKey === cacheKey ? last.count : 0) + 1 }));
  return {
    data: outcome && 'data' in outcome ? (outcome.data as T) : undefined,
    error: outcome ? errorOf(outcome) : undefined,
    loading: waiting,
    reload,
  };
}
