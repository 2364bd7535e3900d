import { atom } from 'nanostores';

/** A picture for link previews: an absolute URL or a site path (the shell makes it absolute). */
export interface PagePicture {
  url: string;
  /** Its size in pixels, when known: a wide enough picture gets X's large card. */
  width?: number;
  height?: number;
  alt?: string;
}

/**
 * What the page on screen says about itself for the document, in the shopper's language: an item's name as the
 * title, a description for search engines and link previews. Empty fields fall back to the route's title and the
 * shop's description; the shell writes them into `<title>` and `<meta name="description">`. The preview fields
 * (picture, kind, price, adult, structured data) are written by shells of @shop/shared 3.2 or later; an older shell
 * ignores them.
 */
export interface PageMeta {
  title?: string;
  description?: string;
  /** The link preview's picture; the shop's default when absent. Never an adult picture (the shell drops it). */
  image?: PagePicture;
  /** Open Graph's `og:type`; `website` when absent. */
  kind?: 'website' | 'product' | 'article';
  /** What the page's item costs, for `product:price:*`. */
  price?: { amount: number; currency: 'TWD' };
  /** The page shows adult content: rated adult for search engines, no picture in link previews. */
  adult?: boolean;
  /** JSON-LD objects (@shop/shared/seo builds them), each written as its own data block. */
  structuredData?: object[];
}

export const $pageMeta = atom<PageMeta>({});
