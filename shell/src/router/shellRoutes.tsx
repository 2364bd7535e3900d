import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage, routeHandle } from '@shop/shared/routing';
import { authRoutes } from '../auth/routes';
import { ns } from '../namespace';
import { NotFoundPage } from '../pages/NotFoundPage';

// Loaded on demand: their long texts and code have no place in the first load of the home page.
const staticPages: ReadonlyArray<readonly [string, string, LazyExoticComponent<ComponentType>]> = [
  ['privacy', 'privacy', lazyPage(() => import('../pages/privacy/PrivacyPage'))],
  ['shipping-terms', 'shippingTerms', lazyPage(() => import('../pages/shipping-terms/ShippingTermsPage'))],
  ['return-policy', 'returnPolicy', lazyPage(() => import('../pages/return-policy/ReturnPolicyPage'))],
  ['about-us', 'aboutUs', lazyPage(() => import('../pages/about-us/AboutUsPage'))],
];

/** Pages the shell owns itself: sign-in flows (no header or footer), static pages, redirects, not found. */
export const shellRoutes: RouteObject[] = [
  ...authRoutes,
  ...staticPages.map(([path, key, Page]) => ({
    path,
    element: <Page />,
    handle: routeHandle({ titleKey: `${ns}:title.${key}` }),
  })),
  { path: 'home', element: <Navigate to="/" replace /> },
  { path: '*', element: <NotFoundPage />, handle: routeHandle({ titleKey: `${ns}:title.notFound`, noindex: true }) },
];
