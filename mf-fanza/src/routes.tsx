import type { RouteObject } from 'react-router';
import { lazyPage, routeHandle } from '@shop/shared/routing';
import { PlaceholderPage } from '@shop/shared/ui';
import { ns } from './namespace';

const KujiListPage = lazyPage(() => import('./pages/kuji-list/KujiListPage'));
const KujiPage = lazyPage(() => import('./pages/kuji/KujiPage'));
const FaqPage = lazyPage(() => import('./pages/faq/FaqPage'));

export const build = __BUILD_LABEL__;

/** Every route this remote owns (package.json `shop.owns` lists the prefixes for the manifest). */
export const routes: RouteObject[] = [
  {
    path: 'fanza',
    element: <KujiListPage />,
    handle: routeHandle({ titleKey: `${ns}:title.list`, cache: 'Fanza', noindex: true }),
  },
  {
    path: 'fanza/checkout',
    element: <PlaceholderPage />,
    handle: routeHandle({ titleKey: `${ns}:title.checkout`, requiresAuth: true }),
  },
  {
    path: 'fanza/lottery',
    element: <PlaceholderPage />,
    handle: routeHandle({ titleKey: `${ns}:title.lottery`, requiresAuth: true, layout: 'bare' }),
  },
  { path: 'fanza/order-detail', element: <PlaceholderPage />, handle: routeHandle({ titleKey: `${ns}:title.orderDetail` }) },
  { path: 'fanza/lottery-result', element: <PlaceholderPage />, handle: routeHandle({ titleKey: `${ns}:title.lotteryResult` }) },
  { path: 'fanza/faq', element: <FaqPage />, handle: routeHandle({ titleKey: `${ns}:title.faq` }) },
  {
    path: 'fanza/:kujiId',
    element: <KujiPage />,
    handle: routeHandle({ titleKey: `${ns}:title.kuji`, adultCheck: true }),
  },
  {
    path: 'demo-lottery',
    element: <PlaceholderPage />,
    handle: routeHandle({ titleKey: `${ns}:title.demoLottery`, layout: 'bare' }),
  },
  {
    path: 'demo-lottery-2',
    element: <PlaceholderPage />,
    handle: routeHandle({ titleKey: `${ns}:title.demoLottery2`, layout: 'bare' }),
  },
];
