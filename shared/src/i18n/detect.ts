// The rule itself is Node-safe and lives with the other locale rules; the i18n concern offers it to pages.
export { localeFromBrowser } from '../locale';
