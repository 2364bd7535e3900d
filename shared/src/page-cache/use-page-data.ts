import { useEffect, useEffectEvent, useReducer, useState } from 'react';
import { NavigationType, useMatches, useNavigationType } from 'react-router';
import { handleOf } from '@shop/shared/routing';
import { cacheKeyOf, recall, remember } from './kept';
import { errorOf, isRouteData, settledOutcome, type Outcome, type RouteData } from './route-data';

/**
 * The page being shown: its keep-alive name (its route handle's `cache`), if it has one, and what its route's loader
 * started for `key`, if a route of the page loaded it.
 */
function useRoutePage(key: string): { page: string | undefined; loaded: Outcome | Promise<Outcome> | undefined } {
  const matches = useMatches();
  const page = matches.map(handleOf).findLast(Boolean)?.cache;
  const data = matches
    .map((match) => match.loaderData as unknown)
    .findLast((value) => isRouteData(value) && key in value.pageData);
  return { page, loaded: (data as RouteData | undefined)?.pageData[key] };
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
  const { page, loaded } = useRoutePage(key);
  const pop = useNavigationType() === NavigationType.Pop;
  const cacheKey = cacheKeyOf(page, key);
  const [retry, setRetry] = useState({ cacheKey, count: 0 });
  const attempt = retry.cacheKey === cacheKey ? retry.count : 0;
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
