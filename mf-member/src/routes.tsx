import { Outlet, type RouteObject } from 'react-router';
import { lazyPage, routeHandle } from '@shop/shared/routing';
import { PlaceholderPage } from '@shop/shared/ui';
import { ns } from './namespace';

export const build = __BUILD_LABEL__;

const memberOnly = { requiresAuth: true, noindex: true } as const;

const MemberHomePage = lazyPage(() => import('./pages/home/MemberHomePage'));

/** The member centre: /member and its children, all for signed-in members only and never indexed. */
export const routes: RouteObject[] = [
  {
    path: 'member',
    element: <Outlet />,
    handle: routeHandle({ titleKey: `${ns}:title.member`, ...memberOnly }),
    children: [
      { index: true, element: <MemberHomePage />, handle: routeHandle({ titleKey: `${ns}:title.member`, ...memberOnly }) },
      { path: 'orders', element: <PlaceholderPage />, handle: routeHandle({ titleKey: `${ns}:title.orders`, ...memberOnly }) },
      {
        path: 'fanza-orders',
        element: <PlaceholderPage />,
        handle: routeHandle({ titleKey: `${ns}:title.fanzaOrders`, ...memberOnly }),
      },
      {
        path: 'coupon-list',
        element: <PlaceholderPage />,
        handle: routeHandle({ titleKey: `${ns}:title.couponList`, ...memberOnly }),
      },
      {
        path: 'user-edit',
        element: <PlaceholderPage />,
        handle: routeHandle({ titleKey: `${ns}:title.userEdit`, ...memberOnly }),
      },
      {
        path: 'password',
        element: <PlaceholderPage />,
        handle: routeHandle({ titleKey: `${ns}:title.password`, ...memberOnly }),
      },
    ],
  },
];
