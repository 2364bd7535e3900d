import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';

// The locale rules are stateless: this singleton carries its own copy of them (and its report shows them).
import { defaultLocale, isLocale, localeCookie, supportedLocales, type Locale } from '../locale';

export { defaultLocale, isLocale, localeTags, supportedLocales, type Locale } from '../locale';

/** The visitor's explicit choice, in localStorage under `lang` holding only the locale; empty until chosen. */
export const $storedLocale = persistentAtom<string>('lang', '');

/** The locale in force for this page view. */
export const $locale = atom<Locale>(defaultLocale);
/** Set once the locale was decided at start-up. */
export const $localeInitialised = atom(false);

/** Tells the server the visitor's choice for the next first document (a year, this site only). */
function rememberForServer(locale: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** Decides the locale at start-up: a stored choice wins, otherwise `fromBrowser()` (SPEC §4). */
export function initLocale(fromBrowser: () => Locale): Locale {
  const stored = $storedLocale.get();
  const locale = isLocale(stored) ? stored : fromBrowser();
  // A choice made before the server was told (or a cookie cleared since) is told again.
  if (isLocale(stored)) rememberForServer(stored);
  $locale.set(locale);
  $localeInitialised.set(true);
  return locale;
}

/** Stores the visitor's choice; an unsupported value is rejected with a console warning only. */
export function setLocale(value: string): boolean {
  if (!isLocale(value)) {
    console.warn(`Unsupported locale "${value}"; expected one of ${supportedLocales.join(', ')}`);
    return false;
  }
  $storedLocale.set(value);
  rememberForServer(value);
  $locale.set(value);
  return true;
}
