/** What a page shows when its data cannot be had: the API's own message when it gave one, and a way back. */
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { refusalOf } from '../api/client';
import * as styles from './layout.module.css';

export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message =
    refusalOf(error) ?? (isRouteErrorResponse(error) && error.status === 404 ? t('error.notFound') : t('error.unknown'));
  return (
    <div className={styles.main} role="alert">
      <h1>{t('error.title')}</h1>
      <p>{message}</p>
      <Link to="/">{t('error.back')}</Link>
    </div>
  );
}
