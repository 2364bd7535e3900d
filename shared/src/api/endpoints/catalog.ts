import type { CategoryList, SearchKeywords, ThemeList } from '../../contract';
import { callApi, type CallOptions } from '../client';

export const navThemeCount = 10;

export function getCategories(options?: CallOptions): Promise<CategoryList> {
  return callApi({ method: 'GET', url: 'category' }, options);
}

export function getThemes(count?: number, options?: CallOptions): Promise<ThemeList> {
  return callApi({ method: 'GET', url: 'theme', params: count === undefined ? undefined : { count } }, options);
}

export function getSearchKeywords(options?: CallOptions): Promise<SearchKeywords> {
  return callApi({ method: 'GET', url: 'system/search-keyword' }, options);
}
