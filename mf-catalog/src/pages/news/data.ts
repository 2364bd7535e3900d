import type { PageDataRequest } from '@shop/shared/page-cache';
import type { PageAddress } from '@shop/shared/routing';
import { getArticle } from '../../api/articles';
import { orNotFound, parseId } from '../../lib/paging';

/** `/news/:newsId`: the article (null when there is none). */
export function articleData(newsId: string | undefined) {
  const id = parseId(newsId);
  return {
    key: `article:${id}`,
    load: () => orNotFound(id, (article) => getArticle(article, { noGlobalError: true })),
  } satisfies PageDataRequest;
}

/** What the route starts with the page's code. */
export const articleRouteData = ({ params }: PageAddress) => [articleData(params.newsId)];
