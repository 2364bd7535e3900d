import { useEffect, useRef } from 'react';
import { Link, Outlet, useMatch, useNavigate, useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logOut } from '@shop/shared/session';
import { ns } from '../../namespace';
import { MemberMenu } from '../member-menu/MemberMenu';
import * as styles from './member-layout.module.css';

/** What the member centre's layout offers the pages inside it. */
export interface MemberCentre {
  /** Signs the member out from the member centre: home first, then the session ends. */
  signOut: () => void;
}

export const useMemberCentre = () => useOutletContext<MemberCentre>();

/**
 * The layout of /member and its children. On large screens the side menu (avatar, name, the children, sign-out)
 * sits beside the page; on small screens /member itself is that menu and each child page starts with a way back
 * to it. The child pages bring their own heading (`MemberPage`).
 */
export function MemberLayout() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const atMenu = useMatch('/member') !== null;
  // Signed out while a members-only page is on screen, the route guard would send the shopper to the login page:
  // the session ends only once this layout has left the screen, in the commit that shows the home page.
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) void logOut();
    },
    [],
  );
  const centre: MemberCentre = {
    signOut: () => {
      leaving.current = true;
      void navigate('/', { replace: true });
    },
  };

  return (
    <div className={styles.centre} data-testid="member-centre">
      <aside className={styles.side} data-testid="member-side-menu">
        <MemberMenu look="side" onSignOut={centre.signOut} />
      </aside>
      <div className={styles.content}>
        {!atMenu && (
          <Link to="/member" className={styles.back} data-testid="member-back">
            <span aria-hidden="true">‹</span>
            {t('menu.back')}
          </Link>
        )}
        <Outlet context={centre} />
      </div>
    </div>
  );
}
