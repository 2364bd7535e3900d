export { localeFromBrowser } from './detect';
export { initI18n, registerNamespace, refreshReleasedTexts, i18next, type NamespaceLoaders } from './instance';
