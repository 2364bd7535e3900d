import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { accountLinks } from './accountLinks';
import { useSignOut } from './useSignOut';
import * as styles from './drawer-account.module.css';

/** The drawer's part for a member: the member centre's pages and "Log out", below the shop's menu. */
export function DrawerAccount({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(ns);
  const signOut = useSignOut();
  const headingId = useId();
  return (
    <nav className={styles.account} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('header.account')}
      </h3>
      <ul className={styles.links}>
        {accountLinks.map(({ to, labelKey }) => (
          <li key={to}>
            <Link to={to} className={styles.link} onClick={onDone}>
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
      <Button
        block
        onClick={() => {
          onDone();
          signOut();
        }}
      >
        {t('account.logout')}
      </Button>
    </nav>
  );
}
