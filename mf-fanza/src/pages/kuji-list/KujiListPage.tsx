import { useId } from 'react';
import { Link, useSearchParams, type To } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageData } from '@shop/shared/page-cache';
import { FilterChips, PagedList, PageTitle, useKeptWhileLoading } from '@shop/shared/ui';
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

  const { list, stale } = useKeptWhileLoading(data, loading);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} data-testid="kuji-list">
      <header className={styles.head}>
        <div>
          <PageTitle id={headingId} large smallOnPhone>
            {t('title.list')}
          </PageTitle>
          <p className={styles.intro}>{t('list.intro')}</p>
        </div>
        <Link className={styles.faq} to="/fanza/faq">
          {t('list.howItWorks')}
        </Link>
      </header>

      <FilterChips
        label={t('list.statusLabel')}
        filters={statusFilters}
        current={state.status}
        text={(filter) => t(`list.filter.${filter}`)}
        hrefFor={(status) => hrefFor({ status })}
        beside={
          <p className={styles.count} data-testid="list-count">
            {list ? t('list.count', { count: list.total }) : '\u00a0'}
          </p>
        }
      />

      <PagedList
        list={list}
        stale={stale}
        error={error}
        onRetry={reload}
        page={state.page}
        pageSize={kujiPageSize}
        hrefFor={(page) => hrefFor({ page })}
        filtered={
          state.status === 'all'
            ? undefined
            : { message: t('list.emptyFiltered'), showAll: t('list.showAll'), href: hrefFor({ status: 'all' }) }
        }
        emptyMessage={t('list.empty')}
      >
        <KujiGrid campaigns={list?.data} label={t('title.list')} skeletonCount={kujiPageSize} />
      </PagedList>
    </section>
  );
}
