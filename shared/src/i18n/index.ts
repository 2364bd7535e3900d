export { localeFromBrowser } from './detect';
export { initI18n, registerNamespace, i18next, type NamespaceLoaders } from './instance';
