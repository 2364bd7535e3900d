import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type HydrationState as RouterHydrationState,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { refreshReleasedTexts } from '@shop/shared/i18n';
import type { RemoteManifestEntry } from '@shop/shared/manifest';
import { isRouteData } from '@shop/shared/page-cache';
import { handleOf, type RemoteRoutesModule, type RouteHandle } from '@shop/shared/routing';
import { atom } from 'nanostores';
import { RenderScopeContext, type Locale, type PageMeta, type RenderScope } from '@shop/shared/stores';
import { apiClient } from '@shop/shared/transport';
import type { ApiInject } from './contract';
import { inProcessAdapter } from './in-process-api';
import { inLocale } from './request-locale';
import { withServerRoutes } from './remotes';
import { documentHead, type DocumentHead } from './document-head';
import { fetchNavigationData, type NavigationData } from '../api/navigation';
import { remoteBranch, shopRouteTree } from '../router/routeTree';
import { renderToHtml } from './render-html';

export interface RenderRequest {
  /** The page's absolute URL. */
  url: string;
  /** The shop's origin for absolute addresses (structured data, link previews). */
  origin: string;
  locale: Locale;
  /** The render's i18next instance in that language (prepareLocale), shared with the document around the page. */
  i18n: Promise<I18n>;
  /** The remote owning the page in the manifest resolved for this shopper (stable, canary, pins), if one does. */
  owner: RemoteManifestEntry | undefined;
  /** The file of the owner's server container, if its version has one. */
  serverEntry: string | undefined;
  /** The API, answered in-process. */
  inject: ApiInject;
  /** Aborts when the shopper is better served the page rendered in the browser (the render took too long). */
  signal: AbortSignal;
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
  /**
   * Not rendered on the server; `reason` for the log. The document then leaves the page to the browser. `indexable`:
   * the page's route is known and not `noindex`.
   */
  | { rendered: false; reason: string; indexable?: boolean }
) & {
  /** 404 when the address is no page (the not-found route) or names what does not exist (its data answered 404). */
  status?: 404;
};

let adapterInstalled: ApiInject | undefined;

/**
 * Renders the page at `url` to HTML, when the page asks for it (route handle `ssr`) and its remote's server
 * container loads, before `signal` aborts (then the browser renders it). Renders run side by side: what differs
 * per shopper (language, the header's lists, the page's title) lives in the render's scope, not in the stores.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { owner, serverEntry } = request;
  if (!owner) {
    // The shell's own pages (sign-in, about us) or none: the shell's catch-all means no page has this address.
    const route = matchRoutes(shopRouteTree([]) as RouteObject[], new URL(request.url).pathname)?.at(-1)?.route;
    const known = { reason: 'no remote owns the page', indexable: indexable(handleOf(route)) };
    return { rendered: false, ...known, ...(route?.path === '*' ? { status: 404 as const } : {}) };
  }
  if (!serverEntry) return { rendered: false, reason: `${owner.name} ${owner.version} has no server container` };
  if (adapterInstalled !== request.inject) {
    apiClient.defaults.adapter = inProcessAdapter(request.inject);
    adapterInstalled = request.inject;
  }
  return withServerRoutes(owner, serverEntry, request.signal, async (remote) => {
    // A release of the remote brought its texts too.
    await refreshReleasedTexts();
    return inLocale(request.locale, () => render(request, owner, remote));
  });
}

async function render(request: RenderRequest, owner: RemoteManifestEntry, remote: RemoteRoutesModule): Promise<RenderResult> {
  const handler = createStaticHandler(shopRouteTree([remoteBranch(owner, remote)]) as RouteObject[]);
  // The route decides before any data is asked for: a page left to the browser costs the server no API call.
  const route = matchRoutes(handler.dataRoutes, new URL(request.url).pathname)?.at(-1)?.route;
  // The shell's catch-all: no page has this address (the browser shows the not-found page).
  if (route?.path === '*') return { rendered: false, reason: 'no page has this address', status: 404 };
  const leaf = handleOf(route);
  if (!leaf?.ssr || leaf.requiresAuth || leaf.authPage)
    return { rendered: false, reason: 'the page is rendered in the browser', indexable: indexable(leaf) };
  const [i18n, navigation, context] = await Promise.all([
    request.i18n,
    fetchNavigationData(),
    handler.query(new Request(request.url, { signal: request.signal })),
  ]);
  if (context instanceof Response) return { rendered: false, reason: `the route answered ${context.status}` };

  const scope: RenderScope = {
    locale: request.locale,
    navigation: {
      categories: navigation.categories ?? [],
      themes: navigation.themes ?? [],
      searchKeywords: navigation.searchKeywords ?? [],
    },
    meta: atom<PageMeta>({}),
    origin: request.origin,
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const { html, leftToBrowser } = await renderToHtml(
    <RenderScopeContext value={scope}>
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nextProvider>
    </RenderScopeContext>,
    request.signal,
  );
  return {
    rendered: true,
    head: documentHead(i18n, leaf, scope.meta.get(), { locale: request.locale, origin: request.origin }),
    html,
    state: { locale: request.locale, navigation, routes: { loaderData: context.loaderData } },
    ...(leftToBrowser.length > 0 && { leftToBrowser }),
    ...(anyMissing(context) ? { status: 404 as const } : {}),
  };
}

const indexable = (handle: RouteHandle | undefined) => handle !== undefined && handle.noindex !== true;

/** A page whose data the API does not have (a removed product, an unknown article) is a page not found. */
function anyMissing(context: StaticHandlerContext): boolean {
  return Object.values(context.loaderData).some(
    (data) =>
      isRouteData(data) &&
      Object.values(data.pageData).some((outcome) => (outcome as { error?: { status?: number } }).error?.status === 404),
  );
}
