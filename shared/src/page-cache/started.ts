import { recall, cacheKeyOf } from './kept';
import { seededPageData } from './server-data';
import { $cachedPages } from './store';

/** What a page loads: written once per page (its `data.ts`), used by the page and by its route's handle. */
export interface PageDataRequest<T = unknown> {
  /** Names what is loaded (route params and query): the key the page gives `usePageData`. */
  key: string;
  load: () => Promise<T>;
}

/** Where a started request is for. */
export interface PageDataStart {
  /** The keep-alive name of the page's route (its handle's `cache`), under which `usePageData` files its data. */
  page: string | undefined;
  /** A back or forward navigation: data the page kept for it is shown again, so nothing is started for that. */
  pop: boolean;
}

/** A request started ahead of its page; the page takes it over. */
export interface StartedRequest {
  promise: Promise<unknown>;
  /** Set once it settled. */
  outcome?: { data: unknown } | { error: unknown };
}

interface Entry extends StartedRequest {
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * How long a settled request waits for its page. The page's code usually arrives within a second of its data; a
 * request still unclaimed after this (the shopper went elsewhere, the code failed) is dropped, and a page mounted
 * later fetches afresh instead of showing old data.
 */
export const unusedStartedMs = 10_000;

const started = new Map<string, Entry>();
/** Keys whose page is on screen now, with how many of its hooks show them. */
const shown = new Map<string, number>();

function drop(cacheKey: string, entry: Entry): void {
  if (started.get(cacheKey) !== entry) return;
  clearTimeout(entry.timer);
  started.delete(cacheKey);
}

// Clearing the page cache (a nav click, a search) happens before the navigation it leads to: what was started
// for earlier navigations goes with it.
$cachedPages.listen((pages) => {
  if (pages.length > 0) return;
  for (const [cacheKey, entry] of started) drop(cacheKey, entry);
});

/**
 * Starts a page's data on a client navigation, as soon as its route is matched, so it loads while the page's code
 * does; the page's `usePageData` then takes over the request in flight (or its answer) instead of starting
 * another. Nothing is started on the server (there the page's data goes through the render's collector only), for
 * data the document came with (hydration), for data a back navigation shows from the page cache, for data a page
 * on screen already shows, or twice for one key while a request for it is in flight or answered.
 */
export function startPageData(requests: readonly PageDataRequest[], { page, pop }: PageDataStart): void {
  if (typeof window === 'undefined') return;
  for (const { key, load } of requests) {
    const cacheKey = cacheKeyOf(page, key);
    if (seededPageData(cacheKey) || shown.has(cacheKey)) continue;
    if (pop && page && recall(page, cacheKey)) continue;
    const existing = started.get(cacheKey);
    if (existing && !(existing.outcome && 'error' in existing.outcome)) continue;
    if (existing) drop(cacheKey, existing);

    const entry: Entry = { promise: new Promise((resolve) => resolve(load())) };
    started.set(cacheKey, entry);
    const settle = (outcome: Entry['outcome']) => {
      entry.outcome = outcome;
      if (started.get(cacheKey) === entry) entry.timer = setTimeout(() => drop(cacheKey, entry), unusedStartedMs);
    };
    // Handled here, so a request nobody takes over is never an unhandled rejection; the page sees the error itself.
    entry.promise.then(
      (data) => settle({ data }),
      (error: unknown) => settle({ error }),
    );
  }
}

/** The request started for `cacheKey`, if one is waiting for its page. */
export function startedRequest(cacheKey: string): StartedRequest | undefined {
  return started.get(cacheKey);
}

/** The page took `request` over: it is not handed out again. */
export function takenOver(cacheKey: string, request: StartedRequest): void {
  const entry = started.get(cacheKey);
  if (entry === request) drop(cacheKey, entry);
}

/** Marks `cacheKey` as shown by a mounted page until the returned function is called. */
export function showing(cacheKey: string): () => void {
  shown.set(cacheKey, (shown.get(cacheKey) ?? 0) + 1);
  return () => {
    const count = (shown.get(cacheKey) ?? 1) - 1;
    if (count > 0) shown.set(cacheKey, count);
    else shown.delete(cacheKey);
  };
}
