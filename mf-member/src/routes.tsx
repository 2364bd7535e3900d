import type { RouteObject } from 'react-router';
import { pageRoutes } from '@shop/shared/page-cache';
import { lazyPage, preloadTexts, routeHandle } from '@shop/shared/routing';
import { uiNamespace } from '@shop/shared/ui';
import { MemberLayout } from './components/member-layout/MemberLayout';
import { ns } from './namespace';
// The lists' data, started with their code on a client navigation (never the pages' modules).
import { couponsData } from './pages/coupon-list/data';
import { kujiHistoryRouteData } from './pages/fanza-orders/data';
import { ordersRouteData } from './pages/orders/data';
import { prizeBoxRouteData } from './pages/prize-box/data';

export const build = __BUILD_LABEL__;

preloadTexts([ns, uiNamespace]);

const memberOnly = { requiresAuth: true, noindex: true } as const;

const MemberHomePage = lazyPage(() => import('./pages/home/MemberHomePage'));
const OrdersPage = lazyPage(() => import('./pages/orders/OrdersPage'));
const KujiHistoryPage = lazyPage(() => import('./pages/fanza-orders/KujiHistoryPage'));
const PrizeBoxPage = lazyPage(() => import('./pages/prize-box/PrizeBoxPage'));
const CouponListPage = lazyPage(() => import('./pages/coupon-list/CouponListPage'));
const UserEditPage = lazyPage(() => import('./pages/user-edit/UserEditPage'));
const PasswordPage = lazyPage(() => import('./pages/password/PasswordPage'));

/**
 * The member centre: /member and its children, all for signed-in members only and never indexed, inside the
 * centre's layout (side menu on large screens, a way back to /member on small ones). A child page renders its
 * heading with `MemberPage`.
 */
export const routes: RouteObject[] = pageRoutes([
  {
    path: 'member',
    element: <MemberLayout />,
    handle: routeHandle({ titleKey: `${ns}:title.member`, ...memberOnly }),
    children: [
      { index: true, element: <MemberHomePage />, handle: routeHandle({ titleKey: `${ns}:title.member`, ...memberOnly }) },
      {
        path: 'orders',
        element: <OrdersPage />,
        handle: routeHandle({ titleKey: `${ns}:title.orders`, ...memberOnly, pageData: ordersRouteData }),
      },
      {
        path: 'fanza-orders',
        element: <KujiHistoryPage />,
        handle: routeHandle({ titleKey: `${ns}:title.fanzaOrders`, ...memberOnly, pageData: kujiHistoryRouteData }),
      },
      {
        path: 'prize-box',
        element: <PrizeBoxPage />,
        handle: routeHandle({ titleKey: `${ns}:title.prizeBox`, ...memberOnly, pageData: prizeBoxRouteData }),
      },
      {
        path: 'coupon-list',
        element: <CouponListPage />,
        handle: routeHandle({ titleKey: `${ns}:title.couponList`, ...memberOnly, pageData: () => [couponsData()] }),
      },
      {
        path: 'user-edit',
        element: <UserEditPage />,
        handle: routeHandle({ titleKey: `${ns}:title.userEdit`, ...memberOnly }),
      },
      {
        path: 'password',
        element: <PasswordPage />,
        handle: routeHandle({ titleKey: `${ns}:title.password`, ...memberOnly }),
      },
    ],
  },
]);
