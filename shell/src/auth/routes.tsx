import type { RouteObject } from 'react-router';
import { lazyPage, routeHandle } from '@shop/shared/routing';
import { ns } from '../namespace';

// Each sign-in page (with formik and yup) loads only when visited: never in the home page's first load.
const pages = {
  login: lazyPage(() => import('./pages/LoginPage')),
  register: lazyPage(() => import('./pages/RegisterPage')),
  setPassword: lazyPage(() => import('./pages/SetPasswordPage')),
  forgotPassword: lazyPage(() => import('./pages/ForgotPasswordPage')),
  mailBeSend: lazyPage(() => import('./pages/MailSentPage')),
  resetPassword: lazyPage(() => import('./pages/ResetPasswordPage')),
};

const authRoute = (path: string, key: keyof typeof pages): RouteObject => {
  const Page = pages[key];
  return {
    path,
    element: <Page />,
    handle: routeHandle({ titleKey: `${ns}:title.${key}`, layout: 'bare', noindex: true, authPage: true }),
  };
};

/** The bare sign-in pages; a visitor who already holds a token is sent back by the route guard. */
export const authRoutes: RouteObject[] = [
  authRoute('login', 'login'),
  authRoute('register', 'register'),
  authRoute('set-password', 'setPassword'),
  authRoute('forgot-password', 'forgotPassword'),
  authRoute('mail-be-send', 'mailBeSend'),
  authRoute('reset-password', 'resetPassword'),
];
