import type { ProductListQuery } from '@shop/shared/contract';
import type { PageAddress } from '@shop/shared/routing';
import { categoryIdPattern, ensureCategories } from '../../components/product-list/categoryName';
import { productListData } from '../../components/product-list/listData';
import { listSorts } from '../../components/product-list/listQuery';

/** `?featured=true`: only what is featured this month (the home page's section of that name). */
export const featuredOnly = (params: URLSearchParams): boolean => params.get('featured') === 'true';

/**
 * What `/product-list/:categoryId` lists: one category, every product for `all`, nothing for a malformed id; only
 * the featured ones with `featured`.
 */
export function categoryBase(categoryId: string, featured = false): ProductListQuery | null {
  if (!categoryIdPattern.test(categoryId)) return null;
  return featured ? { category_id: categoryId, featured } : { category_id: categoryId };
}

/** The category's list as the query selects it; a category's name comes with it when the menu has not loaded yet. */
export function categoryListData(categoryId: string, params: URLSearchParams) {
  return productListData(
    categoryBase(categoryId, featuredOnly(params)),
    params,
    listSorts,
    categoryId === 'all' ? undefined : ensureCategories,
  );
}

/** What the route starts with the page's code. */
export function categoryListRouteData({ params, searchParams }: PageAddress) {
  const categoryId = params.categoryId ?? 'all';
  return categoryBase(categoryId) ? [categoryListData(categoryId, searchParams)] : [];
}
