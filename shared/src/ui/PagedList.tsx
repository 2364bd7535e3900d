import { useState, type ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from './buttonClassName';
import { EmptyState, ErrorState } from './ListStatus';
import { uiNamespace } from './namespace';
import { Pager } from './Pager';
import { pageCount } from './pageWindow';
import * as styles from './paged-list.module.css';

/** One page of an API list (ProductList, KujiList…). */
interface ListPage {
  data: readonly unknown[];
  total: number;
}

/**
 * The page on screen: the loaded one, else while the next page, sort or filter of the same list (`listKey`)
 * loads, the previous one (`stale`, dimmed) instead of a skeleton, so nothing below jumps.
 */
export function useKeptWhileLoading<L>(
  data: L | undefined,
  loading: boolean,
  listKey = '',
): { list: L | undefined; stale: boolean } {
  const [shown, setShown] = useState<{ listKey: string; list: L }>();
  if (data && (shown?.list !== data || shown.listKey !== listKey)) setShown({ listKey, list: data });
  const list = data ?? (loading && shown?.listKey === listKey ? shown.list : undefined);
  return { list, stale: !data && list !== undefined };
}

export interface PagedListProps {
  /** The page on screen (useKeptWhileLoading); undefined while the first one loads (`children` are skeletons). */
  list: ListPage | undefined;
  stale: boolean;
  error: unknown;
  onRetry: () => void;
  page: number;
  pageSize: number;
  hrefFor: (page: number) => To;
  /** When a filter narrows the list: what an empty result says, and the link that drops the filter. */
  filtered?: { message: string; showAll: string; href: To };
  /** What a list with nothing at all says. */
  emptyMessage: string;
  /** The grid of the page's items. */
  children: ReactNode;
}

/**
 * A paged list's body and numbered paging: the items, or why there are none (an error with retry, a page past
 * the end with a link to the last one, nothing under this filter with a link to all, nothing at all).
 */
export function PagedList({
  list,
  stale,
  error,
  onRetry,
  page,
  pageSize,
  hrefFor,
  filtered,
  emptyMessage,
  children,
}: PagedListProps) {
  const { t } = useTranslation(uiNamespace);
  const totalPages = list ? pageCount(list.total, pageSize) : 0;
  if (error && !stale) return <ErrorState onRetry={onRetry} />;
  if (list && list.data.length === 0) {
    if (list.total > 0)
      return (
        <EmptyState message={t('list.pastEnd')}>
          <Link className={buttonClassName()} to={hrefFor(totalPages)}>
            {t('list.lastPage')}
          </Link>
        </EmptyState>
      );
    if (filtered)
      return (
        <EmptyState message={filtered.message}>
          <Link className={buttonClassName()} to={filtered.href}>
            {filtered.showAll}
          </Link>
        </EmptyState>
      );
    return <EmptyState message={emptyMessage} />;
  }
  return (
    <>
      <div className={stale ? `${styles.results} ${styles.stale}` : styles.results} aria-busy={stale || !list}>
        {children}
      </div>
      {list && <Pager page={page} totalPages={totalPages} hrefFor={hrefFor} />}
    </>
  );
}
