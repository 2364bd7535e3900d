/**
 * The first document in the language the shopper will see (SPEC §4): their stored choice, which the shell
 * mirrors in the `lang` cookie, else their browser's language from Accept-Language. The shell's build writes
 * one document per language (`index.<locale>.html`: `<html lang>`, title and description); `index.html` is the
 * default language's, for hosts that cannot choose.
 */
import { defaultLocale, isLocale, localeCookie, localeFromAcceptLanguage, type Locale } from '@shop/shared/locale';

/** A cookie's value; undefined when it is absent or not valid percent-encoding (a browser's cookie is anyone's). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
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

export function documentLocale(headers: { cookie?: string; 'accept-language'?: string }): Locale {
  const chosen = cookieValue(headers.cookie, localeCookie);
  if (isLocale(chosen)) return chosen;
  // A client that names no language (a crawler, a script) gets the shop's default, like index.html.
  const languages = headers['accept-language']?.trim();
  return languages ? localeFromAcceptLanguage(languages) : defaultLocale;
}

/** The shell's document for a locale, as its build names it. */
export const documentFile = (locale: Locale) => `index.${locale}.html`;

/** What the document varies by, for caches between the server and the browser. */
export const documentVary = 'Cookie, Accept-Language';
