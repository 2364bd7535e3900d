import { useStore } from '@nanostores/react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { $user } from '@shop/shared/stores';
import { Avatar, Button, Skeleton } from '@shop/shared/ui';
import { memberLinks } from '../../lib/memberLinks';
import { ns } from '../../namespace';
import * as styles from './member-menu.module.css';

interface MemberMenuProps {
  /** `side`: the large screens' side menu; `page`: /member on a phone, the menu as the page. */
  look: 'side' | 'page';
  onSignOut: () => void;
}

/**
 * The member centre's menu: who is signed in (avatar, name, e-mail), the centre's pages with the one on screen
 * marked (`aria-current`), and sign-out. The profile comes from the shared session store, so a new avatar or
 * name saved anywhere shows here at once.
 */
export function MemberMenu({ look, onSignOut }: MemberMenuProps) {
  const { t } = useTranslation(ns);
  const user = useStore($user);
  const name = user ? user.account_name || user.email : '';

  return (
    <div className={look === 'side' ? `${styles.menu} ${styles.side}` : `${styles.menu} ${styles.page}`}>
      <div className={styles.profile} aria-busy={!user}>
        <Avatar src={user?.avatar_picture} alt="" size={look === 'side' ? 56 : 64} />
        <div className={styles.who}>
          {user ? (
            <>
              <p className={styles.name} data-testid="member-name">
                {name}
              </p>
              {user.account_name && <p className={styles.email}>{user.email}</p>}
            </>
          ) : (
            <>
              <Skeleton shape="line" />
              <Skeleton shape="line" short />
            </>
          )}
        </div>
      </div>
      <nav aria-label={t('title.member')}>
        <ul className={styles.links}>
          {memberLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={styles.link} data-testid="member-link">
                {t(link.titleKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Button className={styles.signOut} block={look === 'page'} onClick={onSignOut}>
        {t('logout')}
      </Button>
    </div>
  );
}
