import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageData } from '@shop/shared/page-cache';
import { ErrorState, pageCount, Pager } from '@shop/shared/ui';
import { ArticleGrid } from '../../components/article-card/ArticleCard';
import { ListEmpty, ListHead, loadingPageClass, PageHead } from '../../components/content-page/ContentPage';
import { pageHref, pageRange, readPage } from '../../lib/paging';
import { ns } from '../../namespace';
import { newsListData, newsPageSize as pageSize } from './data';

/** `/news-list` (cached): the news, newest first, hot ones marked, one page at a time (`?page=n`). */
export default function NewsListPage() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const page = readPage(params);
  const headingId = useId();
  const request = newsListData(params);
  const { data, error, reload } = usePageData(request.key, request.load);

  let body;
  if (error) body = <ErrorState onRetry={reload} />;
  else if (data && data.data.length === 0) body = <ListEmpty total={data.total} message={t('news.empty')} />;
  else
    body = <ArticleGrid articles={data?.data} label={t('title.newsList')} headingLevel={3} priorityCount={page === 1 ? 1 : 0} />;

  return (
    <div className={data || error ? undefined : loadingPageClass} data-testid="news-list-page">
      <PageHead title={t('title.newsList')} intro={t('news.intro')} />
      <section aria-labelledby={headingId}>
        <ListHead
          id={headingId}
          title={t('news.latest')}
          range={data ? pageRange(page, pageSize, data.data.length, data.total) : undefined}
        />
        {body}
        <Pager page={page} totalPages={data ? pageCount(data.total, pageSize) : 0} hrefFor={pageHref} />
      </section>
    </div>
  );
}
