import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { $signedIn, $user } from '@shop/shared/stores';
import { Avatar, iconButtonClassName, largeScreenQuery, useMediaQuery } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { UserIcon } from '../icons/Icons';
import { AccountMenu } from './AccountMenu';
import { loginHref } from './loginHref';
import { useSignOut } from './useSignOut';

/**
 * SPEC §2: a visitor gets the login icon. A member's avatar opens the account menu on large screens (the
 * member centre's pages and "Log out") and links to the member centre on small ones, whose drawer also
 * offers "Log out".
 */
export function AccountLink() {
  const { t } = useTranslation(ns);
  // The server renders the signed-out header; hydration starts from it, then the session shows.
  const signedIn = useStore($signedIn, { ssr: () => false });
  const user = useStore($user, { ssr: () => null });
  const location = useLocation();
  const largeScreen = useMediaQuery(largeScreenQuery);
  const signOut = useSignOut();
  // Signing out removes the menu that had focus: the login icon taking its place gets it instead.
  const focusLoginIcon = useRef(false);

  if (!signedIn) {
    return (
      <Link
        ref={(link) => {
          if (link && focusLoginIcon.current) link.focus();
          focusLoginIcon.current = false;
        }}
        to={loginHref(location.pathname, location.search)}
        className={iconButtonClassName()}
        aria-label={t('header.login')}
        data-testid="login-link"
      >
        <UserIcon />
      </Link>
    );
  }
  if (largeScreen) {
    return (
      <AccountMenu
        onSignOut={() => {
          focusLoginIcon.current = true;
          signOut();
        }}
      />
    );
  }
  return (
    <Link to="/member" className={iconButtonClassName()} aria-label={t('header.member')} data-testid="avatar-link">
      <Avatar src={user?.avatar_picture} alt="" size={28} />
    </Link>
  );
}
