import type { PageDataRequest } from '@shop/shared/page-cache';
import type { PageAddress } from '@shop/shared/routing';
import { getOrders } from '../../api/orders';
import { readListPlace } from '../../lib/listQuery';
import { orderStatuses, toOrderQuery } from './orderQuery';

/** `/member/orders`: the page of the member's orders the query's status tab and page select. */
export function ordersData(params: URLSearchParams) {
  const place = readListPlace(params, orderStatuses);
  return {
    key: `member-orders:${place.status}:${place.page}`,
    load: () => getOrders(toOrderQuery(place)),
  } satisfies PageDataRequest;
}

/** What the route starts with the page's code. */
export const ordersRouteData = ({ searchParams }: PageAddress) => [ordersData(searchParams)];
