import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';

export const supportedLocales = ['tw', 'cn', 'en'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'tw';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/** The visitor's explicit choice, in localStorage under `lang` holding only the locale; empty until chosen. */
export const $storedLocale = persistentAtom<string>('lang', '');

/** The locale in force for this page view. */
export const $locale = atom<Locale>(defaultLocale);
/** Set once the locale was decided at start-up. */
export const $localeInitialised = atom(false);

/** Value of the `locale` request header and of `<html lang>`. */
export const localeTags: Record<Locale, string> = { tw: 'zh-TW', cn: 'zh-CN', en: 'en' };

/** Decides the locale at start-up: a stored choice wins, otherwise `fromBrowser()` (SPEC §4). */
export function initLocale(fromBrowser: () => Locale): Locale {
  const stored = $storedLocale.get();
  const locale = isLocale(stored) ? stored : fromBrowser();
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
  $locale.set(value);
  return true;
}
