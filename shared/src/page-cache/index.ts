/**
 * The keep-alive page cache of SPEC §2/§4: which pages keep their data for back navigation, and that data.
 * One instance for the whole page (a Module Federation singleton): the shell registers and clears pages,
 * the remotes' pages read and fill it. The shell also starts a page's data with its code on a client navigation
 * (`startPageData`), which the page's `usePageData` takes over.
 */
export { $cachedPages, addCachedPage, clearPageCache, removeCachedPage } from './store';
export { usePageData, type PageData } from './page-data';
export { startPageData, type PageDataRequest, type PageDataStart } from './started';
export {
  clearSeededPageData,
  createPageDataCollector,
  PageDataCollectorContext,
  seedPageData,
  type PageDataCollector,
} from './server-data';
