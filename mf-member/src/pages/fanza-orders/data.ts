import type { PageDataRequest } from '@shop/shared/page-cache';
import type { PageAddress } from '@shop/shared/routing';
import { getKujiOrders } from '../../api/kujiOrders';
import { readListPlace } from '../../lib/listQuery';
import { kujiHistoryPageSize } from './kujiLinks';

const noStatuses: readonly never[] = [];

/** `/member/fanza-orders`: the page of the member's kuji history the query names. */
export function kujiHistoryData(params: URLSearchParams) {
  const { page } = readListPlace(params, noStatuses);
  return {
    key: `member-kuji-history:${page}`,
    load: () => getKujiOrders({ page, page_size: kujiHistoryPageSize }),
  } satisfies PageDataRequest;
}

/** What the route starts with the page's code. */
export const kujiHistoryRouteData = ({ searchParams }: PageAddress) => [kujiHistoryData(searchParams)];
