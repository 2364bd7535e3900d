import type { RouteObject } from 'react-router';
import { pageRoutes } from '@shop/shared/page-cache';
import { lazyPage, preloadTexts, routeHandle } from '@shop/shared/routing';
import { uiNamespace } from '@shop/shared/ui';
import { dropNamespace } from '@shop/shared/drop';
import { ns } from './namespace';
// The list's and a campaign's data, started with their code on a client navigation (never the page's module).
import { kujiRouteData, kujiWaitingRouteData } from './pages/kuji/data';
import { kujiListRouteData } from './pages/kuji-list/data';

const KujiListPage = lazyPage(() => import('./pages/kuji-list/KujiListPage'));
const KujiPage = lazyPage(() => import('./pages/kuji/KujiPage'));
const FaqPage = lazyPage(() => import('./pages/faq/FaqPage'));
const KujiCheckoutPage = lazyPage(() => import('./pages/checkout/KujiCheckoutPage'));
const LotteryPage = lazyPage(() => import('./pages/lottery/LotteryPage'));
const LotteryResultPage = lazyPage(() => import('./pages/lottery-result/LotteryResultPage'));
const KujiOrderDetailPage = lazyPage(() => import('./pages/order-detail/KujiOrderDetailPage'));
const KujiWaitingPage = lazyPage(() => import('./pages/waiting/KujiWaitingPage'));
const DemoLotteryPage = lazyPage(() => import('./pages/demo-lottery/DemoLotteryPage'));

export const build = __BUILD_LABEL__;

preloadTexts([ns, uiNamespace, dropNamespace]);

/** Every route this remote owns (package.json `shop.owns` lists the prefixes for the manifest). */
export const routes: RouteObject[] = pageRoutes([
  {
    path: 'fanza',
    element: <KujiListPage />,
    handle: routeHandle({ ssr: true, titleKey: `${ns}:title.list`, cache: 'Fanza', noindex: true, pageData: kujiListRouteData }),
  },
  {
    path: 'fanza/checkout',
    element: <KujiCheckoutPage />,
    handle: routeHandle({ titleKey: `${ns}:title.checkout`, requiresAuth: true }),
  },
  {
    path: 'fanza/lottery',
    element: <LotteryPage />,
    handle: routeHandle({ titleKey: `${ns}:title.lottery`, requiresAuth: true, layout: 'bare' }),
  },
  // A member's own orders (the API shows them to nobody else): sign-in first, and never indexed.
  {
    path: 'fanza/order-detail',
    element: <KujiOrderDetailPage />,
    handle: routeHandle({ titleKey: `${ns}:title.orderDetail`, requiresAuth: true, noindex: true }),
  },
  {
    path: 'fanza/lottery-result',
    element: <LotteryResultPage />,
    handle: routeHandle({ titleKey: `${ns}:title.lotteryResult`, requiresAuth: true, noindex: true }),
  },
  { path: 'fanza/faq', element: <FaqPage />, handle: routeHandle({ titleKey: `${ns}:title.faq` }) },
  {
    path: 'fanza/:kujiId',
    element: <KujiPage />,
    handle: routeHandle({ ssr: true, titleKey: `${ns}:title.kuji`, adultCheck: true, pageData: kujiRouteData }),
  },
  // A drop's waiting room: a member's own place (kuji drops admit members only), so never indexed.
  {
    path: 'fanza/:kujiId/waiting',
    element: <KujiWaitingPage />,
    handle: routeHandle({
      titleKey: `${ns}:title.waiting`,
      requiresAuth: true,
      noindex: true,
      adultCheck: true,
      pageData: kujiWaitingRouteData,
    }),
  },
  {
    path: 'demo-lottery',
    element: <DemoLotteryPage look="peel" />,
    handle: routeHandle({ titleKey: `${ns}:title.demoLottery`, layout: 'bare' }),
  },
  {
    path: 'demo-lottery-2',
    element: <DemoLotteryPage look="flip" />,
    handle: routeHandle({ titleKey: `${ns}:title.demoLottery2`, layout: 'bare' }),
  },
]);
