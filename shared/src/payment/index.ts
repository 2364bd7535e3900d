/**
 * Paying for an order, the same way on every checkout of the shop (the shop's checkout, the kuji checkout): the
 * payment method choice, the WeChat Pay / Alipay QR view with its live status, a payment's status call and the
 * attempt key of a new order. Stateless code bundled into each app that pays (not a Module Federation singleton):
 * where its QR data is kept and where a settled payment leads are the app's own.
 */
import './namespace';

export { idempotencyKey } from './idempotency';
export { isQrMethod, paymentMethods, type QrMethod } from './methods';
export { paymentNamespace } from './namespace';
export { PaymentMethodChoices, type PaymentMethodChoicesProps } from './PaymentMethodChoices';
export { getPurchase } from './purchases';
export { qrPaymentOf, type QrPayment } from './qrPayment';
export { purchasePollMs, QrPaymentView, type QrPaymentViewProps } from './QrPaymentView';
