import type { Purchase } from '@shop/shared/contract';
import { isQrMethod, type QrMethod } from './methods';

/**
 * SPEC §3 QR-code data (amount, type, QRCode), which each app keeps in session storage so a reload of its payment
 * page shows the same code. With it: which order and payment it pays, and the guest token that may read them.
 */
export interface QrPayment {
  /** The order the purchase pays (a shop order or a kuji order, by the purchase's subject). */
  orderId: number;
  purchaseId: string;
  /** A visitor's order token; null for members. */
  token: string | null;
  amount: number;
  type: QrMethod;
  QRCode: string;
  /** The same payment opened on this device, for a shopper who cannot scan their own screen. */
  paymentUrl: string;
  expiresAt: string;
}

/** The QR data of a WeChat Pay / Alipay purchase; null for a card payment. */
export function qrPaymentOf(purchase: Purchase, token: string | null): QrPayment | null {
  if (!isQrMethod(purchase.method) || !purchase.qr_code) return null;
  return {
    orderId: purchase.order_id,
    purchaseId: purchase.purchase_id,
    token,
    amount: purchase.amount,
    type: purchase.method,
    QRCode: purchase.qr_code,
    paymentUrl: purchase.payment_url,
    expiresAt: purchase.expires_at,
  };
}
