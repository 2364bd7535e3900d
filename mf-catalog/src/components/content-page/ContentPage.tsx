import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName, EmptyState, NoticePage, PageTitle } from '@shop/shared/ui';
import { pageHref } from '../../lib/paging';
import { ns } from '../../namespace';
import * as styles from './content-page.module.css';

/** The class of a content page while its data loads (see content-page.module.css). */
export const loadingPageClass: string = styles.loading;

/** The heading block of a content page (themes, news, lucky bags): the page's one h1 and an intro line. */
export function PageHead({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className={styles.head}>
      <PageTitle large>{title}</PageTitle>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </header>
  );
}

/** A list section's heading with the range shown (`13–24 of 36`). */
export function ListHead({
  id,
  title,
  range,
}: {
  id: string;
  title: string;
  range?: { from: number; to: number; total: number };
}) {
  const { t } = useTranslation(ns);
  return (
    <div className={styles.listHead}>
      <h2 id={id} className={styles.listTitle}>
        {title}
      </h2>
      {range && range.total > 0 && range.from > 0 && (
        <p className={styles.listRange} data-testid="list-range">
          {t('common.range', range)}
        </p>
      )}
    </div>
  );
}

/** What a detail page shows for an id that does not exist (or no longer does). */
export function ContentNotFound({ message, backTo, backText }: { message: string; backTo: string; backText: string }) {
  const { t } = useTranslation(ns);
  return (
    <NoticePage
      title={t('common.notFound')}
      data-testid="content-not-found"
      actions={
        <>
          <Link to={backTo} className={buttonClassName()}>
            {backText}
          </Link>
          <Link to="/" className={buttonClassName({ variant: 'primary' })}>
            {t('common.backHome')}
          </Link>
        </>
      }
    >
      <p>{message}</p>
    </NoticePage>
  );
}

/**
 * An empty page of a list: past its last page (a link back to page 1) when the list has items at all,
 * else `message`.
 */
export function ListEmpty({ total, message }: { total: number; message: string }) {
  const { t } = useTranslation(ns);
  if (total <= 0) return <EmptyState message={message} />;
  return (
    <EmptyState message={t('common.pastLastPage')}>
      <Link to={pageHref(1)} className={buttonClassName()}>
        {t('common.firstPage')}
      </Link>
    </EmptyState>
  );
}
