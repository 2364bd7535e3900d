import { isLocale, supportedLocales, type Locale } from './rules';

/**
 * One address per language (decision 037): `?lang=tw|cn|en` names a page's version in that language; the page's
 * address without it follows the shopper's language (SPEC §4) and is the `x-default`. Spec routes and the remotes'
 * URL ownership stay as they are; the server renders the named language and the shell stores it as the choice.
 */
export const languageParam = 'lang';

/** The language tags search engines read in `hreflang` and sitemaps' alternates. */
export const hreflangTags: Record<Locale, string> = { tw: 'zh-Hant-TW', cn: 'zh-Hans-CN', en: 'en' };

/** Open Graph's `og:locale` values. */
export const ogLocales: Record<Locale, string> = { tw: 'zh_TW', cn: 'zh_CN', en: 'en_US' };

/** The language an address names (`?lang=`), if it names a supported one. */
export function languageOfAddress(url: URL): Locale | undefined {
  const named = url.searchParams.get(languageParam);
  return isLocale(named) ? named : undefined;
}

/** `url` naming `locale`, or naming none (the address that follows the shopper's language); other parameters kept. */
export function addressInLanguage(url: URL, locale: Locale | undefined): URL {
  const localized = new URL(url);
  localized.searchParams.delete(languageParam);
  if (locale) localized.searchParams.set(languageParam, locale);
  return localized;
}

/** What tells one version of a page from another besides its path and language: a list's page number. */
const identifyingParams = ['page'];

/**
 * The canonical address of the page at `url`: its path, its page number past the first, and the language it names
 * (if any); sort orders, filters and campaign tags name the same page.
 */
export function canonicalAddress(url: URL): URL {
  const canonical = new URL(url.pathname, url);
  for (const name of identifyingParams) {
    const value = url.searchParams.get(name);
    if (value && value !== '1') canonical.searchParams.set(name, value);
  }
  return addressInLanguage(canonical, languageOfAddress(url));
}

/** One `hreflang` alternate: the language tag (or `x-default`) and its absolute address. */
export interface LanguageVersion {
  hreflang: string;
  href: string;
}

/**
 * Every language version of the page at `url` (absolute) and `x-default`, the address naming no language: the same
 * list from each version, so the pairs are reciprocal.
 */
export function languageVersions(url: URL): LanguageVersion[] {
  return [
    ...supportedLocales.map((locale) => ({ hreflang: hreflangTags[locale], href: addressInLanguage(url, locale).href })),
    { hreflang: 'x-default', href: addressInLanguage(url, undefined).href },
  ];
}
