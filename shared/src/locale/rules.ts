/**
 * The shop's languages and how a visitor's is decided (SPEC §4), as plain functions with no browser or store
 * dependency: the stores and i18n use them in the page, the server uses them to send the first document in
 * the language the shopper will see.
 */
export const supportedLocales = ['tw', 'cn', 'en'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'tw';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/** Value of the `locale` request header and of `<html lang>`. */
export const localeTags: Record<Locale, string> = { tw: 'zh-TW', cn: 'zh-CN', en: 'en' };

/**
 * The locale for a visitor who has not chosen one (SPEC §4): zh-CN and zh-SG read simplified Chinese,
 * every other Chinese variant traditional, another language its primary subtag when we support it, else en.
 */
export function localeFromBrowser(language: string | undefined): Locale {
  const tag = (language ?? '').trim().toLowerCase().replace('_', '-');
  const [primary = '', region = ''] = tag.split('-');
  if (primary === 'zh') {
    if (region === 'cn' || region === 'sg') return 'cn';
    return 'tw';
  }
  return isLocale(primary) ? primary : 'en';
}

/**
 * The browser's first language from an Accept-Language header (the one `navigator.language` reports), read
 * by the same rule; a header without a usable language counts as none.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return localeFromBrowser(ranked[0]?.tag);
}

/**
 * The cookie that mirrors the visitor's stored choice (localStorage `lang`) for the server, which cannot read
 * localStorage: the first document of the next visit is then sent in that language.
 */
export const localeCookie = 'lang';
