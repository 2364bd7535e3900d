import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams, type To } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiList } from '@shop/shared/contract';
import { usePageData } from '@shop/shared/page-cache';
import { buttonClassName, EmptyState, ErrorState, pageCount, Pager } from '@shop/shared/ui';
import { KujiGrid } from '../../components/kuji-card/KujiGrid';
import { ns } from '../../namespace';
import { kujiListData } from './data';
import { kujiPageSize, readListState, statusFilters, writeListState, type KujiListState } from './listState';
import * as styles from './kuji-list.module.css';

/**
 * /fanza — the Ichiban Kuji campaigns: status tabs and page in the URL query, one page of the API's list at a
 * time, through the page cache (the route is cached, SPEC §2), so back navigation returns to the same tab and
 * page at the same scroll position.
 */
export default function KujiListPage() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const state = readListState(params);
  const request = kujiListData(params);
  const { data, error, loading, reload } = usePageData(request.key, request.load);
  const hrefFor = (change: Partial<KujiListState>): To => {
    const search = writeListState(params, change).toString();
    return { search: search ? `?${search}` : '' };
  };

  // While another tab or page loads, the previous one stays (dimmed) instead of collapsing into placeholders.
  const [shown, setShown] = useState<KujiList>();
  if (data && shown !== data) setShown(data);
  const list = data ?? (loading ? shown : undefined);
  const stale = !data && list !== undefined;
  const headingId = useId();
  const totalPages = list ? pageCount(list.total, kujiPageSize) : 0;

  let body: ReactNode;
  if (error && !stale) {
    body = <ErrorState onRetry={reload} />;
  } else if (list && list.data.length === 0) {
    body =
      list.total > 0 ? (
        <EmptyState message={t('list.pastEnd')}>
          <Link className={buttonClassName()} to={hrefFor({ page: totalPages })}>
            {t('list.lastPage')}
          </Link>
        </EmptyState>
      ) : state.status !== 'all' ? (
        <EmptyState message={t('list.emptyFiltered')}>
          <Link className={buttonClassName()} to={hrefFor({ status: 'all' })}>
            {t('list.showAll')}
          </Link>
        </EmptyState>
      ) : (
        <EmptyState message={t('list.empty')} />
      );
  } else {
    body = (
      <div className={stale ? `${styles.results} ${styles.stale}` : styles.results} aria-busy={stale || !list}>
        <KujiGrid campaigns={list?.data} label={t('title.list')} skeletonCount={kujiPageSize} />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} data-testid="kuji-list">
      <header className={styles.head}>
        <div>
          <h1 id={headingId} className={styles.title}>
            {t('title.list')}
          </h1>
          <p className={styles.intro}>{t('list.intro')}</p>
        </div>
        <Link className={styles.faq} to="/fanza/faq">
          {t('list.howItWorks')}
        </Link>
      </header>

      <div className={styles.toolbar}>
        <nav aria-label={t('list.statusLabel')}>
          <ul className={styles.tabs}>
            {statusFilters.map((filter) => (
              <li key={filter}>
                <Link
                  className={styles.tab}
                  to={hrefFor({ status: filter })}
                  preventScrollReset
                  aria-current={state.status === filter ? 'true' : undefined}
                >
                  {t(`list.filter.${filter}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.count} data-testid="list-count">
          {list ? t('list.count', { count: list.total }) : '\u00a0'}
        </p>
      </div>

      {body}

      {list && list.data.length > 0 && <Pager page={state.page} totalPages={totalPages} hrefFor={(page) => hrefFor({ page })} />}
    </section>
  );
}
