import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductList, ProductListQuery } from '@shop/shared/contract';
import { usePageData, type PageDataRequest } from '@shop/shared/page-cache';
import { FilterChips, PagedList, PageTitle, Skeleton, useKeptWhileLoading } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { ProductGrid } from '../product-card/ProductGrid';
import { availabilityFilters, listPageSize, queryKey, type ListSort } from './listQuery';
import { useListState } from './useListState';
import * as styles from './product-list.module.css';

/**
 * Cards whose pictures are fetched first (preloaded, high priority): the first row on a phone, two a row. The rest of
 * a wider screen's first row loads as soon as it is laid out; fetched up front too, their bytes would compete on a
 * phone's slow network with what the phone shows first (measured: mobile Lighthouse LCP on /fanza and the product list).
 */
const firstPictures = 2;

interface ProductListViewProps {
  /** The page heading (a category name, the search phrase); undefined while it is not known yet. */
  title: string | undefined;
  /** What selects the products: a category or a keyword. Null shows `prompt` and loads nothing. */
  base: ProductListQuery | null;
  /** The list's data for the query's sort, filter and page (`productListData`, as the page's route starts it). */
  request: PageDataRequest<ProductList | null>;
  /** The sorts offered; the first is the default. */
  sorts: readonly ListSort[];
  /** Analytics list name for select_item. */
  listName: string;
  /** The sentence when the list has no products at all (no filter). */
  emptyMessage: string;
  /** Shown instead of a list when there is nothing to look for (a search without keyword). */
  prompt?: ReactNode;
}

/**
 * A product list page: heading and total, sort and availability filter, the grid and numbered paging.
 * Sort, filter and page live in the URL query; one page of the API's list is loaded at a time, so a
 * category of 10,000 products costs the same as one of 10. The data goes through the page cache, so the
 * browser's back button returns to the same page of the list at the same scroll position.
 */
export function ProductListView({ title, base, request, sorts, listName, emptyMessage, prompt }: ProductListViewProps) {
  const { t } = useTranslation(ns);
  const { state, hrefFor, update } = useListState({ sorts });
  const { data, error, loading, reload } = usePageData(request.key, request.load);

  const { list, stale } = useKeptWhileLoading(data ?? undefined, loading, base ? queryKey(base) : '');
  const sortId = useId();
  const headingId = useId();

  if (!base) {
    return (
      <section aria-labelledby={headingId}>
        <PageTitle id={headingId} className={styles.title} smallOnPhone>
          {title}
        </PageTitle>
        {prompt}
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <header className={styles.head}>
        {title === undefined ? (
          <Skeleton className={styles.titleSkeleton} />
        ) : (
          <PageTitle id={headingId} className={styles.title} smallOnPhone>
            {title}
          </PageTitle>
        )}
        <p className={styles.count} data-testid="list-count">
          {list ? t(list.total === 1 ? 'list.countOne' : 'list.count', { total: list.total.toLocaleString('en-US') }) : '\u00a0'}
        </p>
      </header>

      <FilterChips
        label={t('list.availabilityLabel')}
        filters={availabilityFilters}
        current={state.availability}
        text={(filter) => t(`list.availability.${filter}`)}
        hrefFor={(availability) => hrefFor({ availability })}
        beside={
          <div className={styles.sort}>
            <label htmlFor={sortId}>{t('list.sortLabel')}</label>
            <select id={sortId} value={state.sort} onChange={(event) => update({ sort: event.target.value as ListSort })}>
              {sorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`list.sort.${sort}`)}
                </option>
              ))}
            </select>
          </div>
        }
      />

      <PagedList
        list={list}
        stale={stale}
        error={error}
        onRetry={reload}
        page={state.page}
        pageSize={listPageSize}
        hrefFor={(page) => hrefFor({ page })}
        filtered={
          state.availability === 'all'
            ? undefined
            : { message: t('list.emptyFiltered'), showAll: t('list.showAll'), href: hrefFor({ availability: 'all' }) }
        }
        emptyMessage={emptyMessage}
      >
        <ProductGrid
          products={list?.data}
          listName={listName}
          priorityCount={firstPictures}
          indexOffset={(state.page - 1) * listPageSize}
          label={title ?? t('title.productList')}
        />
      </PagedList>
    </section>
  );
}
