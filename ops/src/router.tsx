/**
 * The console's pages under /ops: sign-in, then the pages the signed-in role may use. Every loader asks the admin
 * API with the session's token; no token, or a 401, is a redirect to sign-in (which comes back afterwards).
 */
import { AxiosError } from 'axios';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { onSessionEnded } from './api/client';
import { Layout, layoutLoader } from './layout/Layout';
import { ErrorPage } from './layout/ErrorPage';
import { AuditPage, auditLoader } from './pages/audit/AuditPage';
import { PasswordPage } from './pages/account/PasswordPage';
import { SignInPage } from './pages/account/SignInPage';
import { MemberListPage, memberListLoader } from './pages/members/MemberListPage';
import { MemberRecordPage, memberRecordAction, memberRecordLoader } from './pages/members/MemberRecordPage';
import { ArticlesPage, articlesLoader } from './pages/catalogue/ArticlesPage';
import { BannersPage, bannersLoader } from './pages/catalogue/BannersPage';
import { CategoriesPage, categoriesAction, categoriesLoader } from './pages/catalogue/CategoriesPage';
import { ProductEditorPage, productEditorLoader } from './pages/catalogue/ProductEditorPage';
import { ProductListPage, productListLoader } from './pages/catalogue/ProductListPage';
import { ThemesPage, themesLoader } from './pages/catalogue/ThemesPage';
import { KujiCampaignPage, kujiCampaignAction, kujiCampaignLoader } from './pages/kuji/KujiCampaignPage';
import { KujiDraftPage, kujiDraftAction, kujiDraftLoader } from './pages/kuji/KujiDraftPage';
import { KujiListPage, kujiListLoader } from './pages/kuji/KujiListPage';
import { PrizeShipmentsPage, prizeShipmentsAction, prizeShipmentsLoader } from './pages/kuji/PrizeShipmentsPage';
import { CouponListPage, couponListLoader } from './pages/coupons/CouponListPage';
import { CouponRecordPage, couponRecordAction, couponRecordLoader } from './pages/coupons/CouponRecordPage';
import { OperatorsPage, operatorsAction, operatorsLoader } from './pages/operators/OperatorsPage';
import { OrderListPage, orderListLoader } from './pages/orders/OrderListPage';
import { OrderRecordPage, orderRecordAction, orderRecordLoader } from './pages/orders/OrderRecordPage';
import { ReleasesPage, releasesAction, releasesLoader } from './pages/releases/ReleasesPage';
import { firstPageFor } from './session/permissions';
import { sessionToken } from './session/token';

export const CONSOLE_BASE = '/ops';

/** Where sign-in sends the operator back to: the page they asked for, inside the console. */
export function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const from = url.pathname.replace(/^\/ops/, '') + url.search;
  return redirect(`/sign-in?from=${encodeURIComponent(from || '/')}`);
}

/** A page's loader or action: only with a session, and a session the API ended is the same as none. */
export function signedIn<T>(run: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T | Response> => {
    if (!sessionToken()) return signInRedirect(args.request);
    try {
      return await run(args);
    } catch (error) {
      if (error instanceof AxiosError && error.response?.status === 401) return signInRedirect(args.request);
      throw error;
    }
  };
}

export const consoleRoutes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage />, errorElement: <ErrorPage /> },
  {
    id: 'console',
    path: '/',
    element: <Layout />,
    // Nothing is rendered on a server: the first load shows nothing until the session is read.
    HydrateFallback: () => null,
    errorElement: <ErrorPage />,
    loader: signedIn(layoutLoader),
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, loader: signedIn(async () => redirect(firstPageFor((await layoutLoader()).permissions))) },
          { path: 'orders', element: <OrderListPage />, loader: signedIn(orderListLoader) },
          {
            path: 'orders/:orderId',
            element: <OrderRecordPage />,
            loader: signedIn(orderRecordLoader),
            action: signedIn(orderRecordAction),
          },
          { path: 'audit', element: <AuditPage />, loader: signedIn(auditLoader) },
          { path: 'members', element: <MemberListPage />, loader: signedIn(memberListLoader) },
          {
            path: 'members/:memberId',
            element: <MemberRecordPage />,
            loader: signedIn(memberRecordLoader),
            action: signedIn(memberRecordAction),
          },
          // The navigation's one Catalogue entry (active on every catalogue page) opens its products.
          { path: 'catalogue', loader: () => redirect('/catalogue/products') },
          { path: 'catalogue/products', element: <ProductListPage />, loader: signedIn(productListLoader) },
          { path: 'catalogue/products/new', element: <ProductEditorPage />, loader: signedIn(productEditorLoader) },
          { path: 'catalogue/products/:productId', element: <ProductEditorPage />, loader: signedIn(productEditorLoader) },
          {
            path: 'catalogue/categories',
            element: <CategoriesPage />,
            loader: signedIn(categoriesLoader),
            action: signedIn(categoriesAction),
          },
          { path: 'catalogue/themes', element: <ThemesPage />, loader: signedIn(themesLoader) },
          { path: 'catalogue/banners', element: <BannersPage />, loader: signedIn(bannersLoader) },
          { path: 'catalogue/articles', element: <ArticlesPage />, loader: signedIn(articlesLoader) },
          { path: 'kuji', element: <KujiListPage />, loader: signedIn(kujiListLoader) },
          { path: 'kuji/drafts/new', element: <KujiDraftPage />, loader: signedIn(kujiDraftLoader) },
          {
            path: 'kuji/drafts/:draftId',
            element: <KujiDraftPage />,
            loader: signedIn(kujiDraftLoader),
            action: signedIn(kujiDraftAction),
          },
          {
            path: 'kuji/shipments',
            element: <PrizeShipmentsPage />,
            loader: signedIn(prizeShipmentsLoader),
            action: signedIn(prizeShipmentsAction),
          },
          {
            path: 'kuji/:kujiId',
            element: <KujiCampaignPage />,
            loader: signedIn(kujiCampaignLoader),
            action: signedIn(kujiCampaignAction),
          },
          { path: 'coupons', element: <CouponListPage />, loader: signedIn(couponListLoader) },
          {
            path: 'coupons/:couponId',
            element: <CouponRecordPage />,
            loader: signedIn(couponRecordLoader),
            action: signedIn(couponRecordAction),
          },
          {
            path: 'operators',
            element: <OperatorsPage />,
            loader: signedIn(operatorsLoader),
            action: signedIn(operatorsAction),
          },
          { path: 'releases', element: <ReleasesPage />, loader: signedIn(releasesLoader), action: signedIn(releasesAction) },
          { path: 'password', element: <PasswordPage /> },
        ],
      },
    ],
  },
];

export function createConsoleRouter() {
  const router = createBrowserRouter(consoleRoutes, { basename: CONSOLE_BASE });
  onSessionEnded((path) => void router.navigate(path, { replace: true }));
  return router;
}
