import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/AuthCard';
import { authNs } from '../namespace';

export default function MailSentPage() {
  const { t } = useTranslation(authNs);
  const email = (useLocation().state as { email?: unknown } | null)?.email;
  return (
    <AuthCard title={t('mailSent.title')}>
      <p className="auth-hint" role="status">
        {typeof email === 'string' ? t('mailSent.body', { email }) : t('mailSent.bodyNoEmail')}
      </p>
      <Link to="/login" className="button button-primary button-block">
        {t('mailSent.toLogin')}
      </Link>
    </AuthCard>
  );
}
