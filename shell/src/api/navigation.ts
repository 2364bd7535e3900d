import type { CategoryList, SearchKeywords, ThemeList } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** SPEC §9: the nav asks for 10 themes. */
export const navThemeCount = 10;

export const getCategories = (options?: CallOptions) => callApi<CategoryList>({ method: 'GET', url: 'category' }, options);

export const getNavThemes = (options?: CallOptions) =>
  callApi<ThemeList>({ method: 'GET', url: 'theme', params: { count: navThemeCount } }, options);

export const getSearchKeywords = (options?: CallOptions) =>
  callApi<SearchKeywords>({ method: 'GET', url: 'system/search-keyword' }, options);
