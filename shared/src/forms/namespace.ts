import { registerNamespace } from '@shop/shared/i18n';

export const formsNamespace = 'forms';

registerNamespace(formsNamespace, {
  tw: () => import('./i18n/tw.json', { with: { type: 'json' } }),
  cn: () => import('./i18n/cn.json', { with: { type: 'json' } }),
  en: () => import('./i18n/en.json', { with: { type: 'json' } }),
});
