import { atom, computed } from 'nanostores';
import type { Category, Theme } from '../contract';
import { categoryNames } from './category-names';

/**
 * One entry of the site navigation. Fixed entries carry a `labelKey` (translated by the app that renders
 * the menu); entries built from API data carry the server's `label` as it is.
 */
export interface MenuItem {
  /** Stable key for rendering and tests, e.g. `products`, `category-3`. */
  id: string;
  to: string;
  labelKey?: string;
  label?: string;
  children?: MenuItem[];
}

/** The raw lists the navigation is built from (SPEC §3 base store keeps them beside the menu). */
export const $navCategories = atom<Category[]>([]);
export const $navThemes = atom<Theme[]>([]);
/** Keywords from `system/search-keyword`; the first one is the search placeholder. */
export const $searchKeywords = atom<string[]>([]);

/** category_id → display_name, for pages that only know a category's id. */
export const $categoryMap = computed($navCategories, categoryNames);

/** The site navigation of SPEC §2, built from categories and themes (both may still be empty). */
export function buildMenu(categories: readonly Category[], themes: readonly Theme[]): MenuItem[] {
  return [
    { id: 'news', to: '/news-list', labelKey: 'nav.news' },
    {
      id: 'products',
      to: '/product-list/all',
      labelKey: 'nav.products',
      children: [
        { id: 'products-all', to: '/product-list/all', labelKey: 'nav.all' },
        ...categories.map((category) => ({
          id: `category-${category.category_id}`,
          to: `/product-list/${category.category_id}`,
          label: category.display_name,
        })),
      ],
    },
    {
      id: 'popular',
      to: '/theme',
      labelKey: 'nav.popular',
      children: [
        { id: 'popular-all', to: '/theme', labelKey: 'nav.all' },
        ...themes.map((theme) => ({ id: `theme-${theme.theme_id}`, to: `/theme/${theme.theme_id}`, label: theme.display_name })),
      ],
    },
    { id: 'lucky-bag', to: '/lucky-bag', labelKey: 'nav.luckyBag' },
    { id: 'fanza', to: '/fanza', labelKey: 'nav.fanza' },
  ];
}

export const $menu = computed([$navCategories, $navThemes], buildMenu);

/** Stores what the navigation calls returned; a list that failed to load is passed as undefined and kept. */
export function setNavigationData(data: { categories?: Category[]; themes?: Theme[]; searchKeywords?: string[] }): void {
  if (data.categories) $navCategories.set(data.categories);
  if (data.themes) $navThemes.set(data.themes);
  if (data.searchKeywords) $searchKeywords.set(data.searchKeywords);
}
