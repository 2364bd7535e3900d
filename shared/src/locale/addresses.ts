import { defaultLocale, isLocale, supportedLocales, type Locale } from './rules';

/**
 * One address per language (decision 037): a page's own address is its default-language (tw) version, and
 * `?lang=cn` / `?lang=en` name the others. Spec routes and the remotes' URL ownership stay as they are; the
 * server renders the named language and the shell stores it as the shopper's choice.
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

/** `url` in `locale`: the default language without `lang`, the others with it; other parameters kept in order. */
export function addressInLanguage(url: URL, locale: Locale): URL {
  const localized = new URL(url);
  localized.searchParams.delete(languageParam);
  if (locale !== defaultLocale) localized.searchParams.set(languageParam, locale);
  return localized;
}

/** One `hreflang` alternate: the language tag (or `x-default`) and its absolute address. */
export interface LanguageVersion {
  hreflang: string;
  href: string;
}

/**
 * Every language version of the page at `url` (absolute) and `x-default`, which is the address without `lang`:
 * the same list on each version, so the pairs are reciprocal.
 */
export function languageVersions(url: URL): LanguageVersion[] {
  return [
    ...supportedLocales.map((locale) => ({ hreflang: hreflangTags[locale], href: addressInLanguage(url, locale).href })),
    { hreflang: 'x-default', href: addressInLanguage(url, defaultLocale).href },
  ];
}
