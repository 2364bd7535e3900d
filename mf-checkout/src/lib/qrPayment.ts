import type { PaymentMethod, Purchase } from '@shop/shared/contract';
import { sessionStorageAtom } from '@shop/shared/stores';

/**
 * SPEC §3 cart store QR-code data (amount, type, QRCode), kept in session storage so a reload of the payment
 * page shows the same code. With it: which order and payment it pays, and the guest token that may read them.
 */
export interface QrPayment {
  orderId: number;
  purchaseId: string;
  /** A visitor's order token; null for members. */
  token: string | null;
  amount: number;
  type: Extract<PaymentMethod, 'wechat_pay' | 'alipay'>;
  QRCode: string;
  /** The same payment opened on this device, for a shopper who cannot scan their own screen. */
  paymentUrl: string;
  expiresAt: string;
}

export const $qrPayment = sessionStorageAtom<QrPayment | null>('qrCode', null);

export const isQrMethod = (method: PaymentMethod): method is QrPayment['type'] => method === 'wechat_pay' || method === 'alipay';

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
