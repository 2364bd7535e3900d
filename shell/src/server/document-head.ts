import type { i18n as I18n } from 'i18next';
import {
  canonicalAddress,
  languageVersions,
  ogLocales,
  supportedLocales,
  type LanguageVersion,
  type Locale,
} from '@shop/shared/locale';
import type { RouteHandle } from '@shop/shared/routing';
import { defaultSharePicture } from '@shop/shared/seo';
import type { PageMeta, PagePicture } from '@shop/shared/stores';
import { ns } from '../namespace';

/** One `<meta>` of a link preview: Open Graph's are `property`, X's and the rating are `name`. */
export interface HeadTag {
  property?: string;
  name?: string;
  content: string;
}

/** What the served document's `<head>` says about the page: what layout/DocumentMeta keeps in step in the browser. */
export interface DocumentHead {
  title: string;
  description: string;
  noindex: boolean;
  /** An indexable page's canonical address and its language versions (hreflang), on the shop's public origin. */
  addresses?: PageAddresses;
  /** Open Graph, X and rating tags, in the order they are written. */
  tags: HeadTag[];
  /** JSON-LD objects, each written in its own data block. */
  structuredData: object[];
}

export interface PageAddresses {
  canonical: string;
  versions: LanguageVersion[];
}

/** The addresses of the page at `url`, on the shop's public address `publicUrl`. */
export function pageAddresses(publicUrl: string, url: URL): PageAddresses {
  const canonical = canonicalAddress(new URL(`${url.pathname}${url.search}`, publicUrl));
  return { canonical: canonical.href, versions: languageVersions(canonical) };
}

/** Who the document is for: its language, and the shop's origin for absolute addresses. */
export interface DocumentAudience {
  locale: Locale;
  origin: string;
}

/** X shows its large card for a picture at least 300×157 and about 2:1; smaller or squarer gets the summary card. */
const isWide = (picture: PagePicture) =>
  (picture.width ?? 0) >= 300 && (picture.height ?? 0) >= 157 && (picture.width ?? 0) / (picture.height ?? 1) >= 1.5;

/** `handle`: the page's route, when one matched. */
export function documentHead(
  i18n: I18n,
  handle: RouteHandle | undefined,
  pageMeta: PageMeta,
  audience: DocumentAudience,
): DocumentHead {
  const site = i18n.t(`${ns}:siteName`);
  const page = pageMeta.title || (handle?.titleKey ? i18n.t(handle.titleKey) : '');
  const description = pageMeta.description || i18n.t(`${ns}:siteDescription`);
  // Link previews show no adult picture: the shop's neutral one instead.
  const picture = pageMeta.image && !pageMeta.adult ? pageMeta.image : { ...defaultSharePicture, alt: site };
  const image = new URL(picture.url, audience.origin).href;
  const tags: HeadTag[] = [
    ...(pageMeta.adult ? [{ name: 'rating', content: 'adult' }] : []),
    { property: 'og:site_name', content: site },
    { property: 'og:type', content: pageMeta.kind ?? 'website' },
    { property: 'og:title', content: page || site },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: ogLocales[audience.locale] },
    ...supportedLocales
      .filter((locale) => locale !== audience.locale)
      .map((locale) => ({ property: 'og:locale:alternate', content: ogLocales[locale] })),
    { property: 'og:image', content: image },
    ...(picture.width && picture.height
      ? [
          { property: 'og:image:width', content: String(picture.width) },
          { property: 'og:image:height', content: String(picture.height) },
        ]
      : []),
    { property: 'og:image:alt', content: picture.alt || page || site },
    ...(pageMeta.price
      ? [
          { property: 'product:price:amount', content: String(pageMeta.price.amount) },
          { property: 'product:price:currency', content: pageMeta.price.currency },
        ]
      : []),
    { name: 'twitter:card', content: isWide(picture) ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page || site },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  return {
    title: page ? `${page} | ${site}` : site,
    description,
    noindex: handle?.noindex === true,
    tags,
    structuredData: pageMeta.structuredData ?? [],
  };
}
