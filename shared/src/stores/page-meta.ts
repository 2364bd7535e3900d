import { atom } from 'nanostores';

/**
 * What the page on screen says about itself for the document, in the shopper's language: an item's name as the
 * title, a description for search engines and link previews. Empty fields fall back to the route's title and the
 * shop's description; the shell writes them into `<title>` and `<meta name="description">`.
 */
export interface PageMeta {
  title?: string;
  description?: string;
}

export const $pageMeta = atom<PageMeta>({});
