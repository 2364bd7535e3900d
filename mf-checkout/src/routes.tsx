import type { RouteObject } from 'react-router';
import { pageRoutes } from '@shop/shared/page-cache';
import { lazyPage, preloadTexts, routeHandle } from '@shop/shared/routing';
import { uiNamespace } from '@shop/shared/ui';
import { ns } from './namespace';
// The cart's data, started with its code on a client navigation (never the page's module).
import { cartData } from './pages/cart/data';

const CartPage = lazyPage(() => import('./pages/cart/CartPage'));
const CheckoutPage = lazyPage(() => import('./pages/checkout/CheckoutPage'));
const ResultPage = lazyPage(() => import('./pages/result/ResultPage'));
const OrderDetailPage = lazyPage(() => import('./pages/order-detail/OrderDetailPage'));

export const build = __BUILD_LABEL__;

preloadTexts([ns, uiNamespace]);

/** Every route this remote owns (package.json `shop.owns` lists the prefixes for the manifest). */
export const routes: RouteObject[] = pageRoutes([
  {
    path: 'cart',
    element: <CartPage />,
    handle: routeHandle({ titleKey: `${ns}:title.cart`, requiresAuth: true, pageData: () => [cartData()] }),
  },
  { path: 'checkout', element: <CheckoutPage />, handle: routeHandle({ titleKey: `${ns}:title.checkout`, noindex: true }) },
  { path: 'result', element: <ResultPage />, handle: routeHandle({ titleKey: `${ns}:title.result`, noindex: true }) },
  {
    path: 'order-detail',
    element: <OrderDetailPage />,
    handle: routeHandle({ titleKey: `${ns}:title.orderDetail`, noindex: true }),
  },
]);
