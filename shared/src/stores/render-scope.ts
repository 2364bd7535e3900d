import { createContext, use } from 'react';
import { useStore } from '@nanostores/react';
import type { WritableAtom } from 'nanostores';
import type { Category, Theme } from '../contract';
import { $locale, type Locale } from './locale';
import { categoryNames } from './category-names';
import { $categoryMap, $menu, $searchKeywords, buildMenu, type MenuItem } from './menu';
import type { PageMeta } from './page-meta';

/**
 * What one server render is for: the shopper's language and the header's lists in it, and what the page says
 * about itself while it renders. In the browser the stores hold these for the one page on screen; the server
 * renders many pages at once, so each render carries its own in this context and the hooks below read it first.
 */
export interface RenderScope {
  locale: Locale;
  navigation: { categories: Category[]; themes: Theme[]; searchKeywords: string[] };
  /** Set by the page's `usePageMeta` while it renders; the document's head is written from it. */
  meta: WritableAtom<PageMeta>;
  /** The shop's public origin (`https://shop.example`), for the absolute addresses of structured data. */
  origin?: string;
}

export const RenderScopeContext = createContext<RenderScope | null>(null);

/** The render's scope on the server; null in the browser. */
export function useRenderScope(): RenderScope | null {
  return use(RenderScopeContext);
}

/** The shop's origin for absolute addresses: the render's on the server, the page's in the browser. */
export function useSiteOrigin(): string {
  const origin = useRenderScope()?.origin;
  return origin ?? (typeof location === 'undefined' ? '' : location.origin);
}

/** The shopper's language. */
export function useLocale(): Locale {
  const stored = useStore($locale);
  return useRenderScope()?.locale ?? stored;
}

/** The site navigation (SPEC §2). */
export function useMenu(): MenuItem[] {
  const stored = useStore($menu);
  const navigation = useRenderScope()?.navigation;
  return navigation ? buildMenu(navigation.categories, navigation.themes) : stored;
}

/** Keywords from `system/search-keyword`; the first one is the search placeholder. */
export function useSearchKeywords(): string[] {
  const stored = useStore($searchKeywords);
  return useRenderScope()?.navigation.searchKeywords ?? stored;
}

/** category_id → display_name. */
export function useCategoryNames(): Record<number, string> {
  const stored = useStore($categoryMap);
  const categories = useRenderScope()?.navigation.categories;
  return categories ? categoryNames(categories) : stored;
}
