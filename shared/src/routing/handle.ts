import type { Params, RouteObject } from 'react-router';
import type { PageDataRequest } from '@shop/shared/page-cache';

/** What a route's `pageData` reads: the matched route's params and the address's query. */
export interface PageAddress {
  params: Params;
  searchParams: URLSearchParams;
}

/** What every route tells the shell about itself through react-router's `handle`. */
export interface RouteHandle {
  /** i18next key (with namespace) of the page title, e.g. `catalog:title.home`. */
  titleKey: string;
  /** Only signed-in members may open it; others go to /login?redirect=<path>. */
  requiresAuth?: boolean;
  /** Adds `<meta name="robots" content="noindex">`. */
  noindex?: boolean;
  /** 'bare' pages render without header and footer (auth pages, the lottery). */
  layout?: 'default' | 'bare';
  /** The page may show adult content, so the shell's age gate may apply. */
  adultCheck?: boolean;
  /** A sign-in page: a visitor who already holds a token is sent back instead. */
  authPage?: boolean;
  /** Keep-alive name: the page keeps its data and scroll position when the shopper comes back. */
  cache?: string;
  /**
   * The server renders the page's first screen (shell/src/server/). Only for pages whose content is the same for
   * every shopper of a language: what is personal comes after hydration.
   */
  ssr?: boolean;
  /**
   * What the page loads, known from its address (its `data.ts`): the route's loader (`pageRoutes` of
   * @shop/shared/page-cache) starts it, on the server and with the page's code in the browser, and the page reads it
   * with `usePageData` under the same keys.
   */
  pageData?: (address: PageAddress) => readonly PageDataRequest[];
}

/** The module every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  /** Routes mounted under the shell's root layout, with paths relative to `/`. */
  routes: RouteObject[];
  /** Which build is running, shown as `data-remote-build` on the remote's region. */
  build: string;
}

export function routeHandle(handle: RouteHandle): RouteHandle {
  return handle;
}

/** Reads our handle from a react-router match, tolerating routes that have none. */
export function handleOf(match: { handle?: unknown } | undefined): RouteHandle | undefined {
  const handle = match?.handle as RouteHandle | undefined;
  return handle && typeof handle.titleKey === 'string' ? handle : undefined;
}
