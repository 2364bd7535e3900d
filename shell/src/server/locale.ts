import type { i18n as I18n } from 'i18next';
import { initI18n } from '@shop/shared/i18n';
import type { Locale } from '@shop/shared/stores';
import { ns } from '../namespace';

/**
 * An i18next instance of this render's own, in the shopper's language, with the shell's texts loaded (the remotes'
 * load on use). It shares the one instance's texts, so a text is loaded once per process, not once per render.
 */
export async function prepareLocale(locale: Locale): Promise<I18n> {
  const i18n = (await initI18n(locale)).cloneInstance({ lng: locale });
  // Always: a clone sets its language in a task of its own, after which a text asked for now would be missing.
  await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(ns);
  return i18n;
}
