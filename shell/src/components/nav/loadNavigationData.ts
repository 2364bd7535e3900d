import { setNavigationData } from '@shop/shared/stores';

let started: Promise<void> | undefined;

/**
 * Fetches what the header needs from the API once per page load: categories and themes for the menu,
 * keywords for the search placeholder. The API client is imported on demand so it stays out of the
 * shell's first chunk; failures are silent (no toast) because the menu works without its children.
 */
export function loadNavigationData(): Promise<void> {
  started ??= (async () => {
    const { getCategories, getNavThemes, getSearchKeywords } = await import('../../api/navigation');
    const quiet = { noGlobalError: true };
    const [categories, themes, keywords] = await Promise.allSettled([
      getCategories(quiet),
      getNavThemes(quiet),
      getSearchKeywords(quiet),
    ]);
    setNavigationData({
      categories: categories.status === 'fulfilled' ? categories.value.data : undefined,
      themes: themes.status === 'fulfilled' ? themes.value.data_infos : undefined,
      searchKeywords: keywords.status === 'fulfilled' ? keywords.value.data : undefined,
    });
  })().catch((error: unknown) => {
    // Without the API client chunk the menu keeps its fixed items; nothing for the shopper to act on.
    console.warn('The navigation data could not be loaded.', error);
  });
  return started;
}
