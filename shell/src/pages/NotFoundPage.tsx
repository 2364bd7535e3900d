import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ns } from '../namespace';

export function NotFoundPage() {
  const { t } = useTranslation(ns);
  return (
    <section className="notice-page" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/" className="button button-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
