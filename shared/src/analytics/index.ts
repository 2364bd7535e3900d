export { gtag } from './gtag';
export { toAnalyticsItem, truncateName, unknownSku, itemNameLimit, type AnalyticsItem, type AnalyticsProduct } from './items';
export { $analyticsConsent, applyDefaultConsent, setConsent, type ConsentChoice } from './consent';
export { analyticsCurrency, startAnalytics, track } from './tracker';
