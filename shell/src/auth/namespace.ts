import { registerNamespace } from '@shop/shared/i18n';

/** The sign-in pages' texts, apart from the shell's so they load only with those pages. */
export const authNs = 'auth';

registerNamespace(authNs, {
  tw: () => import('./i18n/tw.json', { with: { type: 'json' } }),
  cn: () => import('./i18n/cn.json', { with: { type: 'json' } }),
  en: () => import('./i18n/en.json', { with: { type: 'json' } }),
});
