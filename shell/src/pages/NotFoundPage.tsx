import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName, NoticePage } from '@shop/shared/ui';
import { ns } from '../namespace';

export function NotFoundPage() {
  const { t } = useTranslation(ns);
  return (
    <NoticePage
      title={t('notFound.title')}
      data-testid="not-found"
      actions={
        <Link to="/" className={buttonClassName({ variant: 'primary' })}>
          {t('notFound.home')}
        </Link>
      }
    >
      <p>{t('notFound.body')}</p>
    </NoticePage>
  );
}
