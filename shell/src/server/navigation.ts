import type { Category, Theme } from '@shop/shared/contract';
import { setNavigationData } from '@shop/shared/stores';
import { getCategories, getNavThemes, getSearchKeywords } from '../api/navigation';

/** What the header's menu and search box are built from; the browser starts from the same before hydrating. */
export interface NavigationData {
  categories?: Category[];
  themes?: Theme[];
  searchKeywords?: string[];
}

/** The header's data in the render's language (the menu works without a list that failed). */
export async function loadNavigation(): Promise<NavigationData> {
  const quiet = { noGlobalError: true };
  const [categories, themes, keywords] = await Promise.allSettled([
    getCategories(quiet),
    getNavThemes(quiet),
    getSearchKeywords(quiet),
  ]);
  const data: NavigationData = {
    categories: categories.status === 'fulfilled' ? categories.value.data : [],
    themes: themes.status === 'fulfilled' ? themes.value.data_infos : [],
    searchKeywords: keywords.status === 'fulfilled' ? keywords.value.data : [],
  };
  setNavigationData(data);
  return data;
}
