import { registerNamespace } from '@shop/shared/i18n';

/** Per app: each app bundles its own copy of the waiting room, so each loads the texts it was built with. */
export const dropNamespace = `drop@${__SHOP_APP__}`;

registerNamespace(dropNamespace, {
  tw: () => import('./i18n/tw.json', { with: { type: 'json' } }),
  cn: () => import('./i18n/cn.json', { with: { type: 'json' } }),
  en: () => import('./i18n/en.json', { with: { type: 'json' } }),
});
