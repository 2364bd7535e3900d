export { PlaceholderPage } from './PlaceholderPage';
export { uiNamespace } from './namespace';
export { mountStandalone } from './standalone';
export { useAdultContent } from './useAdultContent';
