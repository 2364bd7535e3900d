import { setNavigationData } from '@shop/shared/stores';

let started: Promise<void> | undefined;

/**
 * Fetches what the header needs from the API once per page load: categories and themes for the menu,
 * keywords for the search placeholder. The API client is imported on demand so it stays out of the
 * shell's first chunk.
 */
export function loadNavigationData(): Promise<void> {
  started ??= (async () => {
    const { fetchNavigationData } = await import('../../api/navigation');
    setNavigationData(await fetchNavigationData());
  })().catch((error: unknown) => {
    // Without the API client chunk the menu keeps its fixed items; nothing for the shopper to act on.
    console.warn('The navigation data could not be loaded.', error);
  });
  return started;
}
