import { use, useCallback, useContext, useEffect, useEffectEvent, useState } from 'react';
import { NavigationType, useMatches, useNavigationType } from 'react-router';
import { handleOf } from '@shop/shared/routing';
import { cacheKeyOf, recall, remember } from './kept';
import { PageDataCollectorContext, seededPageData } from './server-data';
import { showing, startedRequest, takenOver, type StartedRequest } from './started';

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
  /** The request started with the page's code that this is the answer of: handed over once shown. */
  from?: StartedRequest;
}

/** The answer of the request started for `cacheKey` ahead of the page, if it came already. */
function answered<T>(cacheKey: string): Settled<T> | undefined {
  const from = startedRequest(cacheKey);
  const outcome = from?.outcome;
  if (!outcome) return undefined;
  return 'data' in outcome
    ? { key: cacheKey, attempt: 0, data: outcome.data as T, from }
    : { key: cacheKey, attempt: 0, error: outcome.error, from };
}

/**
 * Loads what a page shows. On a page whose route is marked `cache` (SPEC §2 keep-alive), coming back
 * with the browser's back or forward button shows the data it had — rendered in the same commit, so the
 * router's scroll restoration lands where the shopper was — instead of fetching again. A new visit
 * (link, nav, search) always fetches, and clearing the page cache forgets everything kept.
 *
 * `key` names what is loaded (route params and query); when it changes, `load` runs again. When the shell started
 * this key's request with the page's code (`startPageData`, from the route's `pageData`), the page takes that
 * request over instead of starting one, and shows its answer at once if it came before the code.
 */
export function usePageData<T>(key: string, load: () => Promise<T>): PageData<T> {
  const page = useCacheName();
  const navigationType = useNavigationType();
  const cacheKey = cacheKeyOf(page, key);
  // On the server: wait for the data (the render suspends) and render with it.
  const collector = useContext(PageDataCollectorContext);
  const serverData = collector ? (use(collector.load(cacheKey, load)) as T) : undefined;
  // Retries count per key: another key starts over, and may take over what was started for it.
  const [retry, setRetry] = useState({ key: cacheKey, count: 0 });
  const attempt = retry.key === cacheKey ? retry.count : 0;
  const [settled, setSettled] = useState<Settled<T> | undefined>(() => {
    if (collector) return { key: cacheKey, attempt: 0, data: serverData };
    // Hydrating a server-rendered page: start from what the server rendered.
    const rendered = seededPageData(cacheKey);
    if (rendered) {
      if (page) remember(page, cacheKey, rendered.data);
      return { key: cacheKey, attempt: 0, data: rendered.data as T };
    }
    const kept = page && navigationType === NavigationType.Pop ? recall(page, cacheKey) : undefined;
    return kept ? { key: cacheKey, attempt: 0, data: kept.data as T } : answered<T>(cacheKey);
  });
  const fetchData = useEffectEvent(load);

  let current = settled && settled.key === cacheKey && settled.attempt === attempt ? settled : undefined;
  if (!current && attempt === 0) {
    // A key change on a mounted page (back to page 1 of the same list) can be served from the cache too, or from
    // a request started with the navigation; kept in state at once (React renders again before committing), so a
    // later eviction cannot take it away.
    const kept = page && navigationType === NavigationType.Pop ? recall(page, cacheKey) : undefined;
    const next = kept ? { key: cacheKey, attempt, data: kept.data as T } : answered<T>(cacheKey);
    if (next) {
      current = next;
      setSettled(next);
    }
  }
  const served = current !== undefined;
  const handedOver = current?.from;

  // While the page shows this key, a navigation to the same data starts nothing (the page does not fetch again).
  useEffect(() => showing(cacheKey), [cacheKey]);

  useEffect(() => {
    if (!handedOver) return;
    takenOver(cacheKey, handedOver);
    if (page && handedOver.outcome && 'data' in handedOver.outcome) remember(page, cacheKey, handedOver.outcome.data);
  }, [cacheKey, handedOver, page]);

  useEffect(() => {
    if (served) return;
    let live = true;
    // The first attempt takes over a request started with the page's code; a retry always fetches.
    const started = attempt === 0 ? startedRequest(cacheKey) : undefined;
    (started ? (started.promise as Promise<T>) : fetchData()).then(
      (data) => {
        if (!live) return;
        if (started) takenOver(cacheKey, started);
        if (page) remember(page, cacheKey, data);
        setSettled({ key: cacheKey, attempt, data });
      },
      (error: unknown) => {
        if (!live) return;
        if (started) takenOver(cacheKey, started);
        setSettled({ key: cacheKey, attempt, error });
      },
    );
    return () => {
      live = false;
    };
  }, [cacheKey, attempt, served, page]);

  const reload = useCallback(
    () => setRetry((last) => ({ key: cacheKey, count: (last.key === cacheKey ? last.count : 0) + 1 })),
    [cacheKey],
  );
  return { data: current?.data, error: current?.error, loading: !served, reload };
}
