export { PlaceholderPage } from './PlaceholderPage';
export { uiNamespace } from './namespace';
export { mountStandalone } from './standalone';
export { useAdultContent } from './useAdultContent';
export { ShopImage, type ShopImageProps } from './ShopImage';
export { EmptyState, ErrorState } from './ListStatus';
