import type { OrderDetail } from '@shop/shared/contract';
import { qrPaymentOf } from '@shop/shared/payment';
import { $qrPayment } from './qrPayment';
import { resultPath } from './resultLink';

/**
 * Where an order's payment goes on: a card or UnionPay payment to the provider's hosted page (which comes back
 * to /result), a WeChat Pay or Alipay payment to its QR code on the payment page (/checkout, from the QR data
 * kept in session storage), an order without a live payment to /result.
 */
export function startPayment(order: OrderDetail, token: string | null, navigate: (to: string) => void): void {
  const purchase = order.purchase;
  if (!purchase || purchase.status !== 'pending') return navigate(resultPath(order.order_id, token));
  const qr = qrPaymentOf(purchase, token);
  if (qr) {
    $qrPayment.set(qr);
    return navigate('/checkout');
  }
  window.location.assign(purchase.payment_url);
}
