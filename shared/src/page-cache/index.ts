/**
 * The keep-alive page cache of SPEC §2/§4: which pages keep their data for back navigation, and that data.
 * One instance for the whole page (a Module Federation singleton): the shell registers and clears pages,
 * the remotes' pages read and fill it.
 */
export { $cachedPages, addCachedPage, clearPageCache, removeCachedPage } from './store';
export { usePageData, type PageData } from './page-data';
export {
  clearSeededPageData,
  createPageDataCollector,
  PageDataCollectorContext,
  seedPageData,
  type PageDataCollector,
} from './server-data';
