import type { i18n as I18n } from 'i18next';
import { canonicalAddress, languageVersions, type LanguageVersion } from '@shop/shared/locale';
import type { RouteHandle } from '@shop/shared/routing';
import type { PageMeta } from '@shop/shared/stores';
import { ns } from '../namespace';

/** What the served document's `<head>` says about the page: what layout/DocumentMeta keeps in step in the browser. */
export interface DocumentHead {
  title: string;
  description: string;
  noindex: boolean;
  /** An indexable page's canonical address and its language versions (hreflang), on the shop's public origin. */
  addresses?: PageAddresses;
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

export function documentHead(i18n: I18n, handle: RouteHandle, pageMeta: PageMeta): DocumentHead {
  const site = i18n.t(`${ns}:siteName`);
  const page = pageMeta.title || i18n.t(handle.titleKey);
  return {
    title: page ? `${page} | ${site}` : site,
    description: pageMeta.description || i18n.t(`${ns}:siteDescription`),
    noindex: handle.noindex === true,
  };
}
