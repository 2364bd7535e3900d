import type { ProductListQuery } from '@shop/shared/contract';
import type { PageAddress } from '@shop/shared/routing';
import { productListData } from '../../components/product-list/listData';
import { searchSorts } from '../../components/product-list/listQuery';

/** The API takes keywords of up to 100 characters. */
const maxKeywordLength = 100;

/** `/search?keyword=…`: the keyword searched for, as the API takes it ('' for none). */
export function searchKeyword(params: URLSearchParams): string {
  return (params.get('keyword') ?? '').trim().slice(0, maxKeywordLength);
}

/** What the search lists: the products matching the keyword, nothing without one. */
export function searchBase(keyword: string): ProductListQuery | null {
  return keyword ? { keyword } : null;
}

/** The results as the query selects them. */
export function searchData(params: URLSearchParams) {
  return productListData(searchBase(searchKeyword(params)), params, searchSorts);
}

/** What the route starts with the page's code: nothing for a search without a keyword. */
export function searchRouteData({ searchParams }: PageAddress) {
  return searchKeyword(searchParams) ? [searchData(searchParams)] : [];
}
