import { registerNamespace } from '@shop/shared/i18n';

/** The transport's own texts (SPEC §8 messages that have no error code); one instance, like the transport. */
export const transportNamespace = 'transport';

registerNamespace(transportNamespace, {
  tw: () => import('./i18n/tw.json', { with: { type: 'json' } }),
  cn: () => import('./i18n/cn.json', { with: { type: 'json' } }),
  en: () => import('./i18n/en.json', { with: { type: 'json' } }),
});
