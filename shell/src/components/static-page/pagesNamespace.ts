import { registerNamespace } from '@shop/shared/i18n';

/**
 * The long texts of the static pages live in their own namespace so they are fetched only when one of
 * those pages is opened, not with the shell's start-up texts (shell/src/i18n/pages/*.json).
 */
export const pagesNs = 'shellPages';

registerNamespace(pagesNs, {
  tw: () => import('../../i18n/pages/tw.json', { with: { type: 'json' } }),
  cn: () => import('../../i18n/pages/cn.json', { with: { type: 'json' } }),
  en: () => import('../../i18n/pages/en.json', { with: { type: 'json' } }),
});
