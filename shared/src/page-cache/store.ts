import { atom } from 'nanostores';

/** Names of the pages that keep their data when the shopper comes back; not persisted. */
export const $cachedPages = atom<string[]>([]);

export function addCachedPage(name: string): void {
  const pages = $cachedPages.get();
  if (!pages.includes(name)) $cachedPages.set([...pages, name]);
}

export function removeCachedPage(name: string): void {
  $cachedPages.set($cachedPages.get().filter((page) => page !== name));
}

export function clearPageCache(): void {
  $cachedPages.set([]);
}
