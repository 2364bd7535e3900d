import type { Locale } from '@shop/shared/stores';

/** Customer-service contact shown in the footer (SPEC §2). */
export const serviceEmail = 'service@collectibles-shop.example';

/** SPEC §2 footer "shopping" section: the shell's static pages, with their title keys. */
export const shoppingLinks = [
  { to: '/about-us', titleKey: 'title.aboutUs' },
  { to: '/privacy', titleKey: 'title.privacy' },
  { to: '/shipping-terms', titleKey: 'title.shippingTerms' },
  { to: '/return-policy', titleKey: 'title.returnPolicy' },
] as const;

/**
 * The partner's site in the shopper's language: English, traditional Chinese (the default) or one of
 * the simplified Chinese variants. Replace the host with the real partner's when the contract names one.
 */
export const partnerUrls: Record<Locale, string> = {
  en: 'https://partner.collectibles-shop.example/en/',
  tw: 'https://partner.collectibles-shop.example/zh-hant/',
  cn: 'https://partner.collectibles-shop.example/zh-hans/',
};

export const followLinks = [
  { id: 'facebook', href: 'https://www.facebook.com/collectibles.shop.example', labelKey: 'footer.facebook' },
  { id: 'instagram', href: 'https://www.instagram.com/collectibles.shop.example/', labelKey: 'footer.instagram' },
] as const;
