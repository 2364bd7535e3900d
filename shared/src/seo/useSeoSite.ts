import { useLocale, useSiteOrigin } from '@shop/shared/stores';
import type { SeoSite } from './address';

/** The page's origin and language, for the builders' absolute addresses. */
export function useSeoSite(): SeoSite {
  return { origin: useSiteOrigin(), locale: useLocale() };
}
