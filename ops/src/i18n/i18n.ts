/**
 * The console's own i18next instance (not the shop's singleton: the console shares no run time with the shop's
 * pages). Its language is the operator's choice, kept in localStorage; Traditional Chinese by default.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, isLocale, localeTags, type Locale } from '@shop/shared/locale';

/** Each language's texts, its own chunk. */
const bundles = {
  tw: () => import('./tw.json', { with: { type: 'json' } }),
  cn: () => import('./cn.json', { with: { type: 'json' } }),
  en: () => import('./en.json', { with: { type: 'json' } }),
};

const STORAGE_KEY = 'ops_locale';

export const consoleI18n = i18next.createInstance();

export function storedLocale(): Locale {
  const value = globalThis.localStorage?.getItem(STORAGE_KEY);
  return isLocale(value) ? value : defaultLocale;
}

export async function startI18n(locale: Locale = storedLocale()): Promise<void> {
  // All three at start (a few KB each): switching the language then never waits.
  const [tw, cn, en] = await Promise.all([bundles.tw(), bundles.cn(), bundles.en()]);
  await consoleI18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { tw: { translation: tw.default }, cn: { translation: cn.default }, en: { translation: en.default } },
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = localeTags[locale];
}

export async function changeLocale(locale: Locale): Promise<void> {
  localStorage.setItem(STORAGE_KEY, locale);
  document.documentElement.lang = localeTags[locale];
  await consoleI18n.changeLanguage(locale);
}

export const currentLocale = (): Locale => (isLocale(consoleI18n.language) ? consoleI18n.language : defaultLocale);
