import type { ProductList, ProductListQuery } from '@shop/shared/contract';
import type { PageDataRequest } from '@shop/shared/page-cache';
import { getProducts } from '../../api/products';
import { queryKey, readListState, toProductQuery, type ListSort } from './listQuery';

/**
 * A product list's data: the page of the API's list that the query's sort, filter and page select from `base` (a
 * category, a keyword), with what else the list needs (`loadExtra`, kept with it). Null when there is no list.
 */
export function productListData(
  base: ProductListQuery | null,
  params: URLSearchParams,
  sorts: readonly ListSort[],
  loadExtra?: () => Promise<unknown>,
) {
  const query = base ? toProductQuery(base, readListState(params, { sorts })) : null;
  return {
    key: query ? queryKey(query) : '',
    load: async () => {
      if (!query) return null;
      const [list] = await Promise.all([getProducts(query), loadExtra?.()]);
      return list;
    },
  } satisfies PageDataRequest<ProductList | null>;
}
