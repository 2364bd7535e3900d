import { addressInLanguage, type Locale } from '../locale';

/** What every builder needs to name addresses: the shop's origin and the page's language. */
export interface SeoSite {
  /** `https://shop.example`, no trailing slash. */
  origin: string;
  locale: Locale;
}

/** A site path's absolute address in the page's language (`?lang=`, decision 037). */
export function pageAddress(site: SeoSite, sitePath: string): string {
  return addressInLanguage(new URL(sitePath, site.origin), site.locale).href;
}

/** A picture's absolute address (pictures are the same in every language). */
export function pictureAddress(site: SeoSite, picture: string): string {
  return new URL(picture, site.origin).href;
}
