import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authNs } from '../namespace';
import { useAuthPath } from '../useAuthPath';
import * as styles from './member-way-on.module.css';

/**
 * For an address that may already have an account: log in, or reset the password, with the address filled in
 * (handed over in the navigation state, never in the URL).
 */
export function MemberWayOn({ email, lead }: { email: string; lead?: string }) {
  const { t } = useTranslation(authNs);
  const authPath = useAuthPath();
  return (
    <p className={styles.wayOn} data-testid="member-way-on">
      {lead ?? t('register.alreadyMember')}{' '}
      <Link to={authPath('/login')} state={{ email }}>
        {t('register.toLogin')}
      </Link>
      {' · '}
      <Link to={authPath('/forgot-password')} state={{ email }}>
        {t('register.toReset')}
      </Link>
    </p>
  );
}
