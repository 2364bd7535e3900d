/**
 * The pages' data (SPEC §2/§4): route loaders built from each page's `pageData`, the hook a page reads its data
 * with, and the keep-alive cache of the pages that keep their data for back navigation. One instance for the whole
 * page (a Module Federation singleton): the shell registers and clears pages, the remotes' pages read and fill it.
 */
export { $cachedPages, addCachedPage, clearPageCache, removeCachedPage } from './store';
export { usePageData, type PageData } from './use-page-data';
export { pageRoutes, isRouteData, type Outcome, type PageDataRequest, type RouteData } from './route-data';
export { followHistoryPops } from './history-pop';
