import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Navigate, useLocation } from 'react-router';
import { safeRedirect } from '../auth/redirect';
import { $signedIn } from '@shop/shared/stores';
import { useRouteHandles } from './useRouteHandle';

/**
 * SPEC §4 route guard: a members-only page without a token goes to /login?redirect=<full path>;
 * a sign-in page with a token goes back to where the visitor came from (its `redirect`), or home.
 * Signing in on /login therefore lands on the redirect target, whichever of page and guard acts first.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const handles = useRouteHandles();
  const location = useLocation();
  const signedIn = useStore($signedIn);

  if (!signedIn && handles.some((handle) => handle.requiresAuth)) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  if (signedIn && handles.some((handle) => handle.authPage)) {
    return <Navigate to={safeRedirect(new URLSearchParams(location.search).get('redirect'))} replace />;
  }
  return <>{children}</>;
}
