import { localeTags, type Locale } from '@shop/shared/stores';
import { applyDefaultConsent } from './consent';
import { gtag } from './gtag';
import { toAnalyticsItem, type AnalyticsProduct } from './items';

export const analyticsCurrency = 'TWD';
let started = false;

/**
 * Starts GA4: consent defaults, no automatic page views, anonymised IP. Without a measurement id
 * (development, tests) events still queue in window.dataLayer but no tag script is fetched. The
 * script loads in the background; when it cannot (offline, blocked) that is logged and nothing else changes.
 */
export function startAnalytics(measurementId: string, locale: Locale): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  applyDefaultConsent();
  gtag('js', new Date());
  if (!measurementId) return;
  gtag('config', measurementId, { send_page_view: false, anonymize_ip: true, currency: analyticsCurrency });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.addEventListener('load', () => gtag('set', 'user_properties', { website_language: localeTags[locale] }));
  script.addEventListener('error', () => console.error('Analytics could not be loaded; the shop works without it.'));
  document.head.append(script);
}

const items = (products: AnalyticsProduct[]) => products.map((product, index) => toAnalyticsItem(product, index));
const value = (products: AnalyticsProduct[]) => items(products).reduce((sum, item) => sum + item.price * item.quantity, 0);

/** SPEC §7 events, each with the spec's parameters. */
export const track = {
  signUp: () => gtag('event', 'sign_up', { method: 'email' }),
  login: (method: 'auto_after_signup' | 'email' | 'google' | 'wechat', userId?: number | string) => {
    if (userId !== undefined) gtag('set', { user_id: String(userId) });
    gtag('event', 'login', { method });
  },
  logout: () => {
    gtag('event', 'logout');
    gtag('set', { user_id: null });
  },
  userId: (userId: number | string) => gtag('set', { user_id: String(userId) }),
  selectContent: (contentType: string, contentId: string) =>
    gtag('event', 'select_content', { content_type: contentType || 'unknown_type', content_id: contentId || 'unknown_id' }),
  search: (searchTerm: string) => gtag('event', 'search', { search_term: searchTerm }),
  viewItem: (product: AnalyticsProduct) =>
    gtag('event', 'view_item', { currency: analyticsCurrency, value: value([product]), items: items([product]) }),
  selectItem: (product: AnalyticsProduct, index: number, listName?: string) =>
    gtag('event', 'select_item', { item_list_name: listName, items: [toAnalyticsItem(product, index)] }),
  addToCart: (product: AnalyticsProduct) =>
    gtag('event', 'add_to_cart', { currency: analyticsCurrency, value: value([product]), items: items([product]) }),
  removeFromCart: (product: AnalyticsProduct) =>
    gtag('event', 'remove_from_cart', { currency: analyticsCurrency, value: value([product]), items: items([product]) }),
  beginCheckout: (products: AnalyticsProduct[], coupon?: string) =>
    gtag('event', 'begin_checkout', {
      currency: analyticsCurrency,
      value: value(products),
      coupon: coupon ?? null,
      items: items(products),
    }),
  addShippingInfo: (products: AnalyticsProduct[], shippingTier: string, deliveryArea: string) =>
    gtag('event', 'add_shipping_info', {
      currency: analyticsCurrency,
      value: value(products),
      shipping_tier: shippingTier,
      delivery_area: deliveryArea,
      items: items(products),
    }),
  addPaymentInfo: (products: AnalyticsProduct[], paymentType: string) =>
    gtag('event', 'add_payment_info', {
      currency: analyticsCurrency,
      value: value(products),
      payment_type: paymentType,
      items: items(products),
    }),
  purchase: (
    transactionId: string,
    total: number,
    products: AnalyticsProduct[],
    options: { shipping?: number; coupon?: string | null } = {},
  ) =>
    gtag('event', 'purchase', {
      transaction_id: transactionId,
      currency: analyticsCurrency,
      value: total,
      shipping: options.shipping ?? 0,
      coupon: options.coupon ?? null,
      items: items(products),
    }),
};
