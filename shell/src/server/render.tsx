import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState as RouterHydrationState,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { refreshReleasedTexts } from '@shop/shared/i18n';
import { findOwner, type RemoteManifestEntry, type RemotesManifest } from '@shop/shared/manifest';
import { isRouteData } from '@shop/shared/page-cache';
import { handleOf } from '@shop/shared/routing';
import { $locale, $pageMeta, type Locale } from '@shop/shared/stores';
import { apiClient } from '@shop/shared/transport';
import { inProcessAdapter, type ApiInject } from './in-process-api';
import { loadServerRoutes } from './remotes';
import { documentHead, type DocumentHead } from './document-head';
import { loadNavigation, type NavigationData } from './navigation';
import { prepareLocale } from './locale';
import { remoteBranch, shopRouteTree } from '../router/routeTree';
import { serialized } from './serialized';
import { renderToHtml } from './render-html';

export type { ApiInject };

export interface RenderRequest {
  /** The page's absolute URL. */
  url: string;
  locale: Locale;
  /** The remotes manifest resolved for this shopper (stable, canary, pins). */
  manifest: RemotesManifest;
  /** The file of `entry`'s server container, if its version has one. */
  serverEntryOf(entry: RemoteManifestEntry): string | undefined;
  /** The API, answered in-process. */
  inject: ApiInject;
}

/** What the browser needs to hydrate the server's HTML: the same inputs the server rendered with. */
export interface HydrationState {
  locale: Locale;
  navigation: NavigationData;
  /** The routes' loader data the page was rendered with: the browser's router starts from it. */
  routes: RouterHydrationState;
}

export type RenderResult = (
  | {
      rendered: true;
      head: DocumentHead;
      html: string;
      state: HydrationState;
      /** Why parts of the page were left to the browser, if any were: the document is then not for a shared cache. */
      leftToBrowser?: string[];
    }
  /** Not rendered on the server; `reason` for the log. The document server then serves the browser-rendered shell. */
  | { rendered: false; reason: string }
) & {
  /** 404 when the address is no page (the not-found route) or names what does not exist (its data answered 404). */
  status?: 404;
};

let adapterInstalled: ApiInject | undefined;

/**
 * Renders the page at `url` to HTML, when the page asks for it (route handle `ssr`) and its remote's server
 * container loads. Renders run one at a time: the stores and the i18next instance are one per process, as they
 * are one per page in the browser, and each render sets them for its shopper (language, no session).
 */
export function renderPage(request: RenderRequest): Promise<RenderResult> {
  const queuedAt = Date.now();
  return serialized(() =>
    // Under a burst the page is better served at once and rendered in the browser than late.
    Date.now() - queuedAt > maxQueueMs ? Promise.resolve(busy) : render(request),
  );
}

/** How long a render may wait for the ones before it. */
const maxQueueMs = 2500;
const busy: RenderResult = { rendered: false, reason: 'the server was busy rendering other pages' };

async function render(request: RenderRequest): Promise<RenderResult> {
  const { pathname } = new URL(request.url);
  const owner = findOwner(request.manifest, pathname);
  if (!owner) {
    // The shell's own pages (sign-in, about us) or none: the shell's catch-all means no page has this address.
    const context = await createStaticHandler(shopRouteTree([]) as RouteObject[]).query(new Request(request.url));
    const unknown = !(context instanceof Response) && context.matches.at(-1)?.route.path === '*';
    return { rendered: false, reason: 'no remote owns the page', ...(unknown ? { status: 404 as const } : {}) };
  }
  const serverEntry = request.serverEntryOf(owner);
  if (!serverEntry) return { rendered: false, reason: `${owner.name} ${owner.version} has no server container` };
  const remote = await loadServerRoutes(owner, serverEntry);
  // A release of the remote brought its texts too.
  await refreshReleasedTexts();

  if (adapterInstalled !== request.inject) {
    apiClient.defaults.adapter = inProcessAdapter(request.inject);
    adapterInstalled = request.inject;
  }
  $pageMeta.set({});
  $locale.set(request.locale);
  const [i18n, navigation] = await Promise.all([prepareLocale(request.locale), loadNavigation()]);

  const handler = createStaticHandler(shopRouteTree([remoteBranch(owner, remote)]) as RouteObject[]);
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) return { rendered: false, reason: `the route answered ${context.status}` };
  // The shell's catch-all: no page has this address (the browser shows the not-found page).
  if (context.matches.at(-1)?.route.path === '*') return { rendered: false, reason: 'no page has this address', status: 404 };
  const leaf = handleOf(context.matches.at(-1)?.route);
  if (!leaf?.ssr || leaf.requiresAuth || leaf.authPage) return { rendered: false, reason: 'the page is rendered in the browser' };

  const router = createStaticRouter(handler.dataRoutes, context);
  const { html, leftToBrowser } = await renderToHtml(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return {
    rendered: true,
    head: documentHead(i18n, leaf, $pageMeta.get()),
    html,
    state: { locale: request.locale, navigation, routes: { loaderData: context.loaderData } },
    ...(leftToBrowser.length > 0 && { leftToBrowser }),
    ...(anyMissing(context) ? { status: 404 as const } : {}),
  };
}

/** A page whose data the API does not have (a removed product, an unknown article) is a page not found. */
function anyMissing(context: StaticHandlerContext): boolean {
  return Object.values(context.loaderData).some(
    (data) =>
      isRouteData(data) &&
      Object.values(data.pageData).some((outcome) => (outcome as { error?: { status?: number } }).error?.status === 404),
  );
}
