import type { PageDataRequest } from '@shop/shared/page-cache';
import type { PageAddress } from '@shop/shared/routing';
import { getKujiList } from '../../api/kuji';
import { readListState, toKujiQuery } from './listState';

/** `/fanza`: the page of campaigns the query's status tab and page select. */
export function kujiListData(params: URLSearchParams) {
  const state = readListState(params);
  return {
    key: `kuji-list:${state.status}:${state.page}`,
    load: () => getKujiList(toKujiQuery(state)),
  } satisfies PageDataRequest;
}

/** What the route starts with the page's code. */
export const kujiListRouteData = ({ searchParams }: PageAddress) => [kujiListData(searchParams)];
