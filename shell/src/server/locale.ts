import type { i18n as I18n } from 'i18next';
import { initI18n } from '@shop/shared/i18n';
import type { Locale } from '@shop/shared/stores';
import { ns } from '../namespace';

/** The one i18next instance in the shopper's language, with the shell's texts loaded (the remotes' load on use). */
export async function prepareLocale(locale: Locale): Promise<I18n> {
  const i18n = await initI18n(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(ns);
  return i18n;
}
