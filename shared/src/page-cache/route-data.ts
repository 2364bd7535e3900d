import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { handleOf, type PageAddress, type RouteHandle } from '@shop/shared/routing';
import { $signedIn } from '@shop/shared/stores';
import { ApiError } from '@shop/shared/transport';
import { historyPop } from './history-pop';
import { cacheKeyOf, recall } from './kept';

/** What a page loads: written once per page (its `data.ts`), named by its route's handle (`pageData`). */
export interface PageDataRequest<T = unknown> {
  /** Names what is loaded (route params and query): the key the page gives `usePageData`. */
  key: string;
  load: () => Promise<T>;
}

/** A request's answer: its data, or why there is none. */
export type Outcome<T = unknown> = { data: T } | { error: unknown };

/**
 * A page route's loader data: each request's outcome by key. In the browser an outcome may still be on its way (the
 * loader does not wait, so the page's code and data load together); on the server every outcome has settled.
 */
export interface RouteData {
  pageData: Record<string, Outcome | Promise<Outcome>>;
}

export function isRouteData(value: unknown): value is RouteData {
  return typeof (value as RouteData | null)?.pageData === 'object';
}

/** Outcomes of the promises a loader handed out, once settled: a page renders a settled one at once. */
const settledOutcomes = new WeakMap<Promise<Outcome>, Outcome>();

export function settledOutcome(outcome: Outcome | Promise<Outcome>): Outcome | undefined {
  return outcome instanceof Promise ? settledOutcomes.get(outcome) : outcome;
}

function settle(request: PageDataRequest): Promise<Outcome> {
  const promise: Promise<Outcome> = Promise.resolve()
    .then(request.load)
    .then(
      (data) => ({ data }),
      (error: unknown) => ({ error }),
    );
  void promise.then((outcome) => settledOutcomes.set(promise, outcome));
  return promise;
}

/** An outcome as the document carries it to the browser: an API error keeps its status, code and message. */
function serializable(outcome: Outcome): Outcome {
  if ('data' in outcome) return outcome;
  const { error } = outcome;
  return error instanceof ApiError
    ? { error: { status: error.status, code: error.code, message: error.message } }
    : { error: { status: 0, message: String(error) } };
}

/** The error of an outcome, as an `ApiError` again when it came from the server's document. */
export function errorOf(outcome: Outcome): unknown {
  if (!('error' in outcome)) return undefined;
  const { error } = outcome;
  if (error instanceof Error || typeof error !== 'object' || error === null) return error;
  const { status, code, message } = error as { status?: number; code?: number; message?: string };
  return new ApiError(status ?? 0, code, message ?? '');
}

function requestsOf(handle: RouteHandle, address: PageAddress): readonly PageDataRequest[] {
  try {
    return handle.pageData?.(address) ?? [];
  } catch (error) {
    // A remote's mistake here costs only the head start: the page loads its data itself.
    console.error(error);
    return [];
  }
}

/**
 * The route's loader: starts each request its handle names. A back or forward navigation to a page that keeps its
 * data (SPEC §2) is answered from what it kept. A visitor on a members' page starts nothing (the route guard sends
 * them to sign in; a members-only call would only sign them out).
 */
function pageLoader(handle: RouteHandle): LoaderFunction {
  return async ({ params, request }) => {
    if (handle.requiresAuth && !$signedIn.get()) return { pageData: {} } satisfies RouteData;
    const requests = requestsOf(handle, { params, searchParams: new URL(request.url).searchParams });
    const page = handle.cache;
    const pop = historyPop();
    const pageData: RouteData['pageData'] = {};
    for (const entry of requests) {
      const kept = page && pop ? recall(page, cacheKeyOf(page, entry.key)) : undefined;
      pageData[entry.key] = kept ? { data: kept.data } : settle(entry);
    }
    if (typeof document !== 'undefined') return { pageData } satisfies RouteData;
    // On the server the render waits for the data, and the document carries it to the browser.
    const settled = await Promise.all(Object.entries(pageData).map(async ([key, outcome]) => [key, serializable(await outcome)]));
    return { pageData: Object.fromEntries(settled) as RouteData['pageData'] } satisfies RouteData;
  };
}

/** Loads again only when the address names other data (a query the page does not read changes nothing). */
function sameDataKeeps(handle: RouteHandle): ShouldRevalidateFunction {
  const keysOf = (params: PageAddress['params'], url: URL) =>
    requestsOf(handle, { params, searchParams: url.searchParams })
      .map((entry) => entry.key)
      .join('\n');
  return ({ currentParams, currentUrl, nextParams, nextUrl, defaultShouldRevalidate }) =>
    defaultShouldRevalidate && keysOf(currentParams, currentUrl) !== keysOf(nextParams, nextUrl);
}

/** A remote's routes with a loader for each page whose handle names its data (`pageData`). */
export function pageRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children && pageRoutes(route.children);
    const handle = handleOf(route);
    const withChildren = (children ? { ...route, children } : route) as RouteObject;
    if (!handle?.pageData || route.loader) return withChildren;
    return { ...withChildren, loader: pageLoader(handle), shouldRevalidate: sameDataKeeps(handle) } as RouteObject;
  });
}
