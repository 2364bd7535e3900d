import { languageOfAddress } from './addresses';
import { defaultLocale, isLocale, localeCookie, localeFromAcceptLanguage, type Locale } from './rules';

/** A cookie's value; undefined when it is absent or not valid percent-encoding (a browser's cookie is anyone's). */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The language of a document asked for (SPEC §4): the one its address names (`?lang=`, a link to a language
 * version), else the shopper's stored choice, which the browser mirrors in the `lang` cookie, else their browser's
 * language from Accept-Language; a client that names none (a crawler, a script) gets the shop's default.
 */
export function requestLocale(headers: { get(name: string): string | null }, url?: URL): Locale {
  const named = url && languageOfAddress(url);
  if (named) return named;
  const chosen = cookieValue(headers.get('cookie'), localeCookie);
  if (isLocale(chosen)) return chosen;
  const languages = headers.get('accept-language')?.trim();
  return languages ? localeFromAcceptLanguage(languages) : defaultLocale;
}
