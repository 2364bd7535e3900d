import type { Category, CategoryList, SearchKeywords, Theme, ThemeList } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** SPEC §9: the nav asks for 10 themes. */
export const navThemeCount = 10;

export const getCategories = (options?: CallOptions) => callApi<CategoryList>({ method: 'GET', url: 'category' }, options);

export const getNavThemes = (options?: CallOptions) =>
  callApi<ThemeList>({ method: 'GET', url: 'theme', params: { count: navThemeCount } }, options);

export const getSearchKeywords = (options?: CallOptions) =>
  callApi<SearchKeywords>({ method: 'GET', url: 'system/search-keyword' }, options);

/** What the header's menu and search box are built from; a list that failed to load is left out. */
export interface NavigationData {
  categories?: Category[];
  themes?: Theme[];
  searchKeywords?: string[];
}

/**
 * The header's three lists, fetched together; failures are silent (no toast) because the menu works without its
 * children.
 */
export async function fetchNavigationData(): Promise<NavigationData> {
  const quiet = { noGlobalError: true };
  const [categories, themes, keywords] = await Promise.allSettled([
    getCategories(quiet),
    getNavThemes(quiet),
    getSearchKeywords(quiet),
  ]);
  return {
    categories: categories.status === 'fulfilled' ? categories.value.data : undefined,
    themes: themes.status === 'fulfilled' ? themes.value.data_infos : undefined,
    searchKeywords: keywords.status === 'fulfilled' ? keywords.value.data : undefined,
  };
}
