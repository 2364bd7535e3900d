import type { PageDataRequest } from '@shop/shared/page-cache';
import type { PageAddress } from '@shop/shared/routing';
import { getProducts } from '../../api/products';
import { readPage } from '../../lib/paging';

/** Products per page: six rows of four on a desktop, twelve of two on a phone. */
export const luckyBagPageSize = 24;

/** `/lucky-bag`: the page of lucky-bag products the query names (`?page=n`). */
export function luckyBagData(params: URLSearchParams) {
  const page = readPage(params);
  return {
    key: `lucky-bag:${page}`,
    load: () => getProducts({ lucky_bag: true, page, page_size: luckyBagPageSize }),
  } satisfies PageDataRequest;
}

/** What the route starts with the page's code. */
export const luckyBagRouteData = ({ searchParams }: PageAddress) => [luckyBagData(searchParams)];
