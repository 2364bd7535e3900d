import type { RouteObject } from 'react-router';
import { routeHandle } from '@shop/shared/routing';
import { PlaceholderPage } from '@shop/shared/ui';
import { ns } from './namespace';

export const build = __BUILD_LABEL__;

/** Every route this remote owns (package.json `shop.owns` lists the prefixes for the manifest). */
export const routes: RouteObject[] = [
  { path: 'cart', element: <PlaceholderPage />, handle: routeHandle({ titleKey: `${ns}:title.cart`, requiresAuth: true }) },
  { path: 'checkout', element: <PlaceholderPage />, handle: routeHandle({ titleKey: `${ns}:title.checkout`, noindex: true }) },
  { path: 'result', element: <PlaceholderPage />, handle: routeHandle({ titleKey: `${ns}:title.result`, noindex: true }) },
  {
    path: 'order-detail',
    element: <PlaceholderPage />,
    handle: routeHandle({ titleKey: `${ns}:title.orderDetail`, noindex: true }),
  },
];
