import type { ProductListQuery } from '@shop/shared/contract';
import type { PageAddress } from '@shop/shared/routing';
import { categoryIdPattern, ensureCategories } from '../../components/product-list/categoryName';
import { productListData } from '../../components/product-list/listData';
import { listSorts } from '../../components/product-list/listQuery';

/** What `/product-list/:categoryId` lists: one category, every product for `all`, nothing for a malformed id. */
export function categoryBase(categoryId: string): ProductListQuery | null {
  return categoryIdPattern.test(categoryId) ? { category_id: categoryId } : null;
}

/** The category's list as the query selects it; a category's name comes with it when the menu has not loaded yet. */
export function categoryListData(categoryId: string, params: URLSearchParams) {
  return productListData(categoryBase(categoryId), params, listSorts, categoryId === 'all' ? undefined : ensureCategories);
}

/** What the route starts with the page's code. */
export function categoryListRouteData({ params, searchParams }: PageAddress) {
  const categoryId = params.categoryId ?? 'all';
  return categoryBase(categoryId) ? [categoryListData(categoryId, searchParams)] : [];
}
