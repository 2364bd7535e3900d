import { useEffect } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { useNavigate } from 'react-router';
import { useRouteHandles } from '../../layout/useRouteHandle';

/** The API client comes with it: no page needs it to be shown. */
const logOut = () => import('@shop/shared/session').then((session) => session.logOut());

/** A sign-out asked for on a members-only page, waiting for the home page to be on screen. */
const $signOutAfterLeaving = atom(false);

const useMembersOnlyPage = () => useRouteHandles().some((handle) => handle.requiresAuth);

/**
 * Signs the member out from the header. On a members-only page the shopper is taken home first: signed out
 * while that page is still on screen, the route guard would send them straight to the login page.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const membersOnly = useMembersOnlyPage();
  return () => {
    if (!membersOnly) {
      void logOut();
      return;
    }
    $signOutAfterLeaving.set(true);
    void navigate('/', { replace: true });
  };
}

/**
 * Finishes that sign-out once the page shown is no longer members-only. An effect, because the router renders
 * the next page in a transition: only after its commit does the guard stop looking at the members' page.
 */
export function useFinishSignOut(): void {
  const requested = useStore($signOutAfterLeaving);
  const membersOnly = useMembersOnlyPage();
  useEffect(() => {
    if (!requested || membersOnly) return;
    $signOutAfterLeaving.set(false);
    void logOut();
  }, [requested, membersOnly]);
}
