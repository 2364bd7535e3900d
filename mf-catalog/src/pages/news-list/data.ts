import type { PageDataRequest } from '@shop/shared/page-cache';
import type { PageAddress } from '@shop/shared/routing';
import { getArticles } from '../../api/articles';
import { readPage } from '../../lib/paging';

/** Articles per page: four rows of three on a desktop. */
export const newsPageSize = 12;

/** `/news-list`: the page of articles the query names (`?page=n`). */
export function newsListData(params: URLSearchParams) {
  const page = readPage(params);
  return { key: `news:${page}`, load: () => getArticles({ page, page_size: newsPageSize }) } satisfies PageDataRequest;
}

/** What the route starts with the page's code. */
export const newsListRouteData = ({ searchParams }: PageAddress) => [newsListData(searchParams)];
