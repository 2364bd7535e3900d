/** Previous / next links of a paged list, kept in the URL's `page`. */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import * as styles from './console.module.css';

export function Pager({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      {page > 1 && (
        <Link className={styles.button} to={to(page - 1)}>
          {t('pager.previous')}
        </Link>
      )}
      <span>{t('pager.position', { page, pages, total })}</span>
      {page < pages && (
        <Link className={styles.button} to={to(page + 1)}>
          {t('pager.next')}
        </Link>
      )}
    </nav>
  );
}
