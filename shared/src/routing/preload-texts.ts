import { i18next } from '@shop/shared/i18n';

/**
 * Starts loading the texts a remote's pages show as soon as its route tree arrives, so they come in parallel with
 * a page's code and data instead of after them (a page waits for its texts before it shows anything). Where the
 * shop's i18next is not started yet (the server loads route trees before it picks a language), the page loads them.
 */
export function preloadTexts(namespaces: string[]): void {
  if (i18next.isInitialized) void i18next.loadNamespaces(namespaces);
}
