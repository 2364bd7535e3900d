import { Navigate, type RouteObject } from 'react-router';
import { routeHandle } from '@shop/shared/routing';
import { PlaceholderPage } from '@shop/shared/ui';
import { ns } from '../namespace';
import { NotFoundPage } from '../pages/NotFoundPage';

const authPages = [
  ['login', 'login'],
  ['register', 'register'],
  ['set-password', 'setPassword'],
  ['forgot-password', 'forgotPassword'],
  ['mail-be-send', 'mailBeSend'],
  ['reset-password', 'resetPassword'],
] as const;

const staticPages = [
  ['privacy', 'privacy'],
  ['shipping-terms', 'shippingTerms'],
  ['return-policy', 'returnPolicy'],
  ['about-us', 'aboutUs'],
] as const;

/** Pages the shell owns itself: sign-in flows (no header or footer), static pages, redirects, not found. */
export const shellRoutes: RouteObject[] = [
  ...authPages.map(([path, key]) => ({
    path,
    element: <PlaceholderPage />,
    handle: routeHandle({ titleKey: `${ns}:title.${key}`, layout: 'bare', noindex: true, authPage: true }),
  })),
  ...staticPages.map(([path, key]) => ({
    path,
    element: <PlaceholderPage />,
    handle: routeHandle({ titleKey: `${ns}:title.${key}` }),
  })),
  { path: 'home', element: <Navigate to="/" replace /> },
  { path: '*', element: <NotFoundPage />, handle: routeHandle({ titleKey: `${ns}:title.notFound`, noindex: true }) },
];
