import type { RouteObject } from 'react-router';
import { lazyPage, routeHandle } from '@shop/shared/routing';
import { PlaceholderPage } from '@shop/shared/ui';
import { ns } from './namespace';

const ProductPage = lazyPage(() => import('./pages/product/ProductPage'));

export const build = __BUILD_LABEL__;

/** Everything the catalogue owns (package.json `shop.owns` lists the same prefixes for the manifest). */
export const routes: RouteObject[] = [
  { index: true, element: <PlaceholderPage />, handle: routeHandle({ titleKey: `${ns}:title.home` }) },
  {
    path: 'theme',
    element: <PlaceholderPage />,
    handle: routeHandle({ titleKey: `${ns}:title.themes`, cache: 'Theme' }),
  },
  {
    path: 'theme/:themeId',
    element: <PlaceholderPage />,
    handle: routeHandle({ titleKey: `${ns}:title.theme`, cache: 'ThemeDetail', adultCheck: true }),
  },
  {
    path: 'news-list',
    element: <PlaceholderPage />,
    handle: routeHandle({ titleKey: `${ns}:title.newsList`, cache: 'NewsList' }),
  },
  { path: 'news/:newsId', element: <PlaceholderPage />, handle: routeHandle({ titleKey: `${ns}:title.news` }) },
  {
    path: 'lucky-bag',
    element: <PlaceholderPage />,
    handle: routeHandle({ titleKey: `${ns}:title.luckyBag`, cache: 'LuckyBag' }),
  },
  {
    path: 'product-list/:categoryId',
    element: <PlaceholderPage />,
    handle: routeHandle({ titleKey: `${ns}:title.productList`, cache: 'ProductList' }),
  },
  {
    path: 'search',
    element: <PlaceholderPage />,
    handle: routeHandle({ titleKey: `${ns}:title.search`, cache: 'Search', noindex: true }),
  },
  {
    path: 'product/:productId',
    element: <ProductPage />,
    handle: routeHandle({ titleKey: `${ns}:title.product`, adultCheck: true }),
  },
];
