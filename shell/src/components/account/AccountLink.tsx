import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { $signedIn, $user } from '@shop/shared/stores';
import { ns } from '../../namespace';
import { UserIcon } from '../icons/Icons';
import { loginHref } from './loginHref';
import { largeScreenQuery, useMediaQuery } from './useMediaQuery';
import { iconButtonClassName } from '@shop/shared/ui';
import * as styles from './account-link.module.css';

/**
 * SPEC §2: a member's avatar opens the order list on large screens (room for the member menu beside it)
 * and the member centre's menu on small ones; a visitor gets the login icon.
 */
export function AccountLink() {
  const { t } = useTranslation(ns);
  const signedIn = useStore($signedIn);
  const user = useStore($user);
  const location = useLocation();
  const largeScreen = useMediaQuery(largeScreenQuery);

  if (!signedIn) {
    return (
      <Link
        to={loginHref(location.pathname, location.search)}
        className={iconButtonClassName()}
        aria-label={t('header.login')}
        data-testid="login-link"
      >
        <UserIcon />
      </Link>
    );
  }
  return (
    <Link
      to={largeScreen ? '/member/orders' : '/member'}
      className={iconButtonClassName()}
      aria-label={t('header.member')}
      data-testid="avatar-link"
    >
      {user?.avatar_picture ? (
        <img className={styles.avatar} src={user.avatar_picture} alt="" width={28} height={28} />
      ) : (
        <UserIcon />
      )}
    </Link>
  );
}
