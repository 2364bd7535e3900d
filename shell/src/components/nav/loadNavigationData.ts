import { setNavigationData } from '@shop/shared/stores';

let started: Promise<void> | undefined;

/**
 * Fetches what the header needs from the API once per page load: categories and themes for the menu,
 * keywords for the search placeholder. The API client is imported on demand so it stays out of the
 * shell's first chunk. A server-rendered page brought them along (`navigationDataAdopted`).
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

/**
 * The header's lists came with the server-rendered document: fetching them again would only re-render the header
 * (and its menus) while the page is still being hydrated.
 */
export function navigationDataAdopted(): void {
  started ??= Promise.resolve();
}
