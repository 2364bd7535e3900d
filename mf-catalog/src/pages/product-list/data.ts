import type { ProductListQuery } from '@shop/shared/contract';
import type { PageAddress } from '@shop/shared/routing';
import { categoryIdPattern, ensureCategories } from '../../components/product-list/categoryName';
import { productListData } from '../../components/product-list/listData';
import { listSorts, type ListSort } from '../../components/product-list/listQuery';

/**
 * A home page section whose "See all" opens this list: `?featured=true` (featured this month) or `?popular=true`
 * (on sale, most popular first). The home page shows the first products of the same list.
 */
export type HomeSectionList = 'featured' | 'popular';

export function sectionOf(params: URLSearchParams): HomeSectionList | undefined {
  if (params.get('featured') === 'true') return 'featured';
  if (params.get('popular') === 'true') return 'popular';
  return undefined;
}

/** The popular list starts most popular first. */
const popularSorts: readonly ListSort[] = ['popular', ...listSorts.filter((sort) => sort !== 'popular')];

/** The sorts a list offers, its default first. */
export const sortsOf = (section: HomeSectionList | undefined): readonly ListSort[] =>
  section === 'popular' ? popularSorts : listSorts;

/**
 * What `/product-list/:categoryId` lists: one category, every product for `all`, nothing for a malformed id; of
 * those, only a home section's with `section`.
 */
export function categoryBase(categoryId: string, section?: HomeSectionList): ProductListQuery | null {
  if (!categoryIdPattern.test(categoryId)) return null;
  const base = { category_id: categoryId };
  if (section === 'featured') return { ...base, featured: true };
  if (section === 'popular') return { ...base, on_sale: true };
  return base;
}

/** The category's list as the query selects it; a category's name comes with it when the menu has not loaded yet. */
export function categoryListData(categoryId: string, params: URLSearchParams) {
  const section = sectionOf(params);
  return productListData(
    categoryBase(categoryId, section),
    params,
    sortsOf(section),
    categoryId === 'all' ? undefined : ensureCategories,
  );
}

/** What the route starts with the page's code. */
export function categoryListRouteData({ params, searchParams }: PageAddress) {
  const categoryId = params.categoryId ?? 'all';
  return categoryBase(categoryId) ? [categoryListData(categoryId, searchParams)] : [];
}
