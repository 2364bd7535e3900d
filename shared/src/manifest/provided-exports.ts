/**
 * Two shared libraries the shell's production build provides trimmed: every export an app may use in the
 * browser, without the parts no page runs (react-router's server rendering, framework mode and React Server
 * Components; react-i18next's `<Trans>` components), so the first page load does not download them. Each is a
 * singleton: every app, whenever it was released, gets the shell's one instance, so an app may import only what
 * is provided here. rspack.config.base.ts builds the shell's shared module from these lists (server bundles keep
 * the whole package); `provided-exports.test.ts` holds every app's imports to them and sorts each export of the
 * installed packages into provided or left out, so an upgrade that adds an export is a decision, not an accident.
 * Providing more is a change of the shell: release the shell before an app that needs it.
 */

/** What the shell provides, by package: react-router's whole browser API, react-i18next without `<Trans>`. */
export const providedExports = {
  'react-router': [
    // Data routers, and the declarative ones (a page may render a router of its own, e.g. in a widget).
    'createBrowserRouter',
    'createHashRouter',
    'createMemoryRouter',
    'RouterProvider',
    'BrowserRouter',
    'HashRouter',
    'MemoryRouter',
    'Router',
    'unstable_HistoryRouter',
    'createRoutesFromChildren',
    'createRoutesFromElements',
    'renderMatches',
    // Components.
    'Await',
    'Form',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'Routes',
    'ScrollRestoration',
    // Hooks.
    'useActionData',
    'useAsyncError',
    'useAsyncValue',
    'useBeforeUnload',
    'useBlocker',
    'useFetcher',
    'useFetchers',
    'useFormAction',
    'useHref',
    'useInRouterContext',
    'useLinkClickHandler',
    'useLoaderData',
    'useLocation',
    'useMatch',
    'useMatches',
    'useNavigate',
    'useNavigation',
    'useNavigationType',
    'useOutlet',
    'useOutletContext',
    'useParams',
    'useResolvedPath',
    'useRevalidator',
    'useRouteError',
    'useRouteLoaderData',
    'useRoutes',
    'useSearchParams',
    'useSubmit',
    'useViewTransitionState',
    'unstable_usePrompt',
    'unstable_useRoute',
    'unstable_useRouterState',
    // Loaders, actions, middleware and URL helpers.
    'data',
    'redirect',
    'redirectDocument',
    'replace',
    'isRouteErrorResponse',
    'createContext',
    'RouterContextProvider',
    'createPath',
    'parsePath',
    'createSearchParams',
    'generatePath',
    'href',
    'matchPath',
    'matchRoutes',
    'resolvePath',
    'NavigationType',
    'IDLE_BLOCKER',
    'IDLE_FETCHER',
    'IDLE_NAVIGATION',
  ],
  'react-i18next': [
    'useTranslation',
    'initReactI18next',
    'I18nextProvider',
    'I18nContext',
    'Translation',
    'withTranslation',
    'getI18n',
    'setI18n',
    'getDefaults',
    'setDefaults',
    // Server-rendered texts handed to the browser.
    'useSSR',
    'withSSR',
    'getInitialProps',
    'composeInitialProps',
  ],
} as const satisfies Record<string, readonly string[]>;

export type TrimmedPackage = keyof typeof providedExports;

/** What the shell leaves out, by package and why (a name listed here may not be imported by any app). */
export const leftOutExports: Record<TrimmedPackage, Record<string, readonly string[]>> = {
  'react-router': {
    'server rendering: the server bundles carry the whole package': [
      'createStaticHandler',
      'createStaticRouter',
      'StaticRouter',
      'StaticRouterProvider',
      'ServerRouter',
      'createRequestHandler',
      'unstable_setDevServerHooks',
    ],
    'sessions and cookies: server side': [
      'createCookie',
      'createCookieSessionStorage',
      'createMemorySessionStorage',
      'createSession',
      'createSessionStorage',
      'isCookie',
      'isSession',
    ],
    'framework mode (route modules, single fetch): the shop uses data routers': [
      'Links',
      'Meta',
      'Scripts',
      'PrefetchPageLinks',
      'unstable_useRouteDiscovery',
    ],
    'React Server Components': ['unstable_RSCStaticRouter', 'unstable_routeRSCServerRequest'],
    'tests only: they run on the whole package': ['createRoutesStub'],
  },
  'react-i18next': {
    '<Trans> (texts with components inside), two thirds of the package: the shop translates plain strings': [
      'Trans',
      'TransWithoutContext',
      'IcuTrans',
      'IcuTransWithoutContext',
      'nodesToString',
    ],
  },
};

/** React Router's internals (`UNSAFE_…`) are never provided: no app may reach into them. */
export const isInternalExport = (name: string): boolean => name.startsWith('UNSAFE_');
