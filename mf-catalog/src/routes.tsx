import type { RouteObject } from 'react-router';
import { pageRoutes } from '@shop/shared/page-cache';
import { lazyPage, preloadTexts, routeHandle } from '@shop/shared/routing';
import { uiNamespace } from '@shop/shared/ui';
import { dropNamespace } from '@shop/shared/drop';
import { ns } from './namespace';
// Each page's data, its route's loader: small modules, imported eagerly (never the page).
import { homeData } from './pages/home/data';
import { luckyBagRouteData } from './pages/lucky-bag/data';
import { newsListRouteData } from './pages/news-list/data';
import { articleRouteData } from './pages/news/data';
import { productRouteData, productWaitingRouteData } from './pages/product/data';
import { categoryListRouteData } from './pages/product-list/data';
import { searchRouteData } from './pages/search/data';
import { themeRouteData } from './pages/theme/data';
import { themesData } from './pages/themes/data';

const HomePage = lazyPage(() => import('./pages/home/HomePage'));
const ThemesPage = lazyPage(() => import('./pages/themes/ThemesPage'));
const ThemePage = lazyPage(() => import('./pages/theme/ThemePage'));
const NewsListPage = lazyPage(() => import('./pages/news-list/NewsListPage'));
const NewsPage = lazyPage(() => import('./pages/news/NewsPage'));
const LuckyBagPage = lazyPage(() => import('./pages/lucky-bag/LuckyBagPage'));
const ProductListPage = lazyPage(() => import('./pages/product-list/ProductListPage'));
const SearchPage = lazyPage(() => import('./pages/search/SearchPage'));
const ProductPage = lazyPage(() => import('./pages/product/ProductPage'));
const ProductWaitingPage = lazyPage(() => import('./pages/product-waiting/ProductWaitingPage'));

export const build = __BUILD_LABEL__;

preloadTexts([ns, uiNamespace, dropNamespace]);

/**
 * Everything the catalogue owns (package.json `shop.owns` lists the same prefixes for the manifest).
 * `cache` names the pages that keep their data on back navigation (SPEC §2); `pageData` is each page's
 * loader (`pageRoutes`), whose data the page reads with `usePageData`.
 */
export const routes: RouteObject[] = pageRoutes([
  {
    index: true,
    element: <HomePage />,
    handle: routeHandle({ ssr: true, titleKey: `${ns}:title.home`, pageData: () => [homeData()] }),
  },
  {
    path: 'theme',
    element: <ThemesPage />,
    handle: routeHandle({ ssr: true, titleKey: `${ns}:title.themes`, cache: 'Theme', pageData: () => [themesData()] }),
  },
  {
    path: 'theme/:themeId',
    element: <ThemePage />,
    handle: routeHandle({
      ssr: true,
      titleKey: `${ns}:title.theme`,
      cache: 'ThemeDetail',
      adultCheck: true,
      pageData: themeRouteData,
    }),
  },
  {
    path: 'news-list',
    element: <NewsListPage />,
    handle: routeHandle({ ssr: true, titleKey: `${ns}:title.newsList`, cache: 'NewsList', pageData: newsListRouteData }),
  },
  {
    path: 'news/:newsId',
    element: <NewsPage />,
    handle: routeHandle({ ssr: true, titleKey: `${ns}:title.news`, pageData: articleRouteData }),
  },
  {
    path: 'lucky-bag',
    element: <LuckyBagPage />,
    handle: routeHandle({ ssr: true, titleKey: `${ns}:title.luckyBag`, cache: 'LuckyBag', pageData: luckyBagRouteData }),
  },
  {
    path: 'product-list/:categoryId',
    element: <ProductListPage />,
    handle: routeHandle({
      ssr: true,
      titleKey: `${ns}:title.productList`,
      cache: 'ProductList',
      pageData: categoryListRouteData,
    }),
  },
  {
    path: 'search',
    element: <SearchPage />,
    handle: routeHandle({
      ssr: true,
      titleKey: `${ns}:title.search`,
      cache: 'Search',
      noindex: true,
      pageData: searchRouteData,
    }),
  },
  {
    path: 'product/:productId',
    element: <ProductPage />,
    handle: routeHandle({ ssr: true, titleKey: `${ns}:title.product`, adultCheck: true, pageData: productRouteData }),
  },
  // A drop's waiting room: the shopper's own place (a visitor's kept by this browser), so never indexed.
  {
    path: 'product/:productId/waiting',
    element: <ProductWaitingPage />,
    handle: routeHandle({
      titleKey: `${ns}:title.waiting`,
      noindex: true,
      adultCheck: true,
      pageData: productWaitingRouteData,
    }),
  },
]);
