import type { KujiOrder } from '@shop/shared/contract';
import { qrPaymentOf } from '@shop/shared/payment';
import { $kujiQrPayment } from './kujiSession';
import { kujiOrderPath, lotteryPath } from './orderLinks';

/**
 * Where a kuji order's payment goes on: paid, to its draw show; a WeChat Pay or Alipay payment under way, to its
 * QR code on /fanza/checkout (from the QR data kept in session storage); a card or UnionPay payment under way, to
 * the provider's hosted page (which comes back to the draw show); anything else, to the order record.
 */
export function continueKujiPayment(order: KujiOrder, navigate: (to: string) => void): void {
  if (order.status === 'paid') return navigate(lotteryPath(order.order_id));
  const purchase = order.purchase;
  if (order.status !== 'pending_payment' || !purchase || purchase.status !== 'pending')
    return navigate(kujiOrderPath(order.order_id));
  const qr = qrPaymentOf(purchase, null);
  if (qr) {
    $kujiQrPayment.set(qr);
    return navigate('/fanza/checkout');
  }
  window.location.assign(purchase.payment_url);
}
