import type { RouteObject } from 'react-router';
import { lazyPage, routeHandle } from '@shop/shared/routing';
import { PlaceholderPage } from '@shop/shared/ui';
import { ns } from './namespace';

const CartPage = lazyPage(() => import('./pages/cart/CartPage'));
const CheckoutPage = lazyPage(() => import('./pages/checkout/CheckoutPage'));

export const build = __BUILD_LABEL__;

/** Every route this remote owns (package.json `shop.owns` lists the prefixes for the manifest). */
export const routes: RouteObject[] = [
  { path: 'cart', element: <CartPage />, handle: routeHandle({ titleKey: `${ns}:title.cart`, requiresAuth: true }) },
  { path: 'checkout', element: <CheckoutPage />, handle: routeHandle({ titleKey: `${ns}:title.checkout`, noindex: true }) },
  { path: 'result', element: <PlaceholderPage />, handle: routeHandle({ titleKey: `${ns}:title.result`, noindex: true }) },
  {
    path: 'order-detail',
    element: <PlaceholderPage />,
    handle: routeHandle({ titleKey: `${ns}:title.orderDetail`, noindex: true }),
  },
];
