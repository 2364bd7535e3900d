import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ns } from '../../namespace';
import * as styles from './kuji-page.module.css';

/** Home › Ichiban Kuji › the campaign. */
export function KujiBreadcrumb({ title }: { title: string }) {
  const { t } = useTranslation(ns);
  return (
    <nav className={styles.breadcrumb} aria-label={t('kuji.breadcrumb')}>
      <ol>
        <li>
          <Link to="/">{t('kuji.home')}</Link>
        </li>
        <li>
          <Link to="/fanza">{t('title.list')}</Link>
        </li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
