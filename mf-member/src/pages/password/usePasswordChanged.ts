import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { track } from '@shop/shared/analytics';
import { showToast, signOut } from '@shop/shared/stores';
import { ns } from '../../namespace';

/** Where the member signs in again: back to the member centre afterwards. */
export const signInAgainPath = `/login?redirect=${encodeURIComponent('/member')}`;

/**
 * What follows a changed password: 'Password reset successful', then the member signs in again. The API has already
 * ended every session of the member, so there is no logout call to make (it would only be refused). The session
 * ends here only once this page has left the screen: signed out while a members-only page is still shown, the
 * shell's route guard would send the member to the login page with this page as the redirect.
 */
export function usePasswordChanged(): () => void {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const changed = useRef(false);
  useEffect(
    () => () => {
      if (!changed.current) return;
      signOut();
      track.logout();
    },
    [],
  );
  return () => {
    changed.current = true;
    showToast(t('password.done'), 'success');
    void navigate(signInAgainPath, { replace: true });
  };
}
