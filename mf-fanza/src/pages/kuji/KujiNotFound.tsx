import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName, NoticePage } from '@shop/shared/ui';
import { ns } from '../../namespace';

/** An id that is no campaign (any more): say so, and offer the way to the campaigns or home. */
export function KujiNotFound() {
  const { t } = useTranslation(ns);
  return (
    <NoticePage
      title={t('kuji.notFound.title')}
      data-testid="kuji-not-found"
      actions={
        <>
          <Link to="/fanza" className={buttonClassName({ variant: 'primary' })}>
            {t('kuji.notFound.browse')}
          </Link>
          <Link to="/" className={buttonClassName()}>
            {t('kuji.home')}
          </Link>
        </>
      }
    >
      <p>{t('kuji.notFound.body')}</p>
    </NoticePage>
  );
}
