import { registerNamespace } from '@shop/shared/i18n';

/** Per app: each app bundles its own copy of the form rules, so each loads the messages it was built with. */
export const formsNamespace = `forms@${__SHOP_APP__}`;

registerNamespace(formsNamespace, {
  tw: () => import('./i18n/tw.json', { with: { type: 'json' } }),
  cn: () => import('./i18n/cn.json', { with: { type: 'json' } }),
  en: () => import('./i18n/en.json', { with: { type: 'json' } }),
});
