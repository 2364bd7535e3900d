import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/AuthCard';
import { authNs } from '../namespace';
import { useAuthPath } from '../useAuthPath';
import { buttonClassName } from '@shop/shared/ui';
import * as styles from './auth-page.module.css';

export default function MailSentPage() {
  const { t } = useTranslation(authNs);
  const authPath = useAuthPath();
  const email = (useLocation().state as { email?: unknown } | null)?.email;
  return (
    <AuthCard title={t('mailSent.title')}>
      <p className={styles.hint} role="status">
        {typeof email === 'string' ? t('mailSent.body', { email }) : t('mailSent.bodyNoEmail')}
      </p>
      <Link to={authPath('/login')} className={buttonClassName({ variant: 'primary', block: true })}>
        {t('mailSent.toLogin')}
      </Link>
    </AuthCard>
  );
}
