import { useState } from 'react';
import type { PrizeShipment } from '@shop/shared/contract';
import { qrPaymentOf, type QrPayment } from '@shop/shared/payment';

/**
 * Where a shipment's payment goes on: a card or UnionPay payment to the gateway's hosted page (which comes back to
 * /member/prize-box?shipment_id=…), WeChat Pay / Alipay to the QR view on this page, a free or settled one to its record.
 */
export function usePayShipment(show: (shipmentId: number) => void) {
  const [qr, setQr] = useState<QrPayment | null>(null);
  const pay = (shipment: PrizeShipment) => {
    const purchase = shipment.purchase;
    if (!purchase || purchase.status !== 'pending' || shipment.status !== 'pending_payment') return show(shipment.shipment_id);
    const code = qrPaymentOf(purchase, null);
    if (code) return setQr(code);
    window.location.assign(purchase.payment_url);
  };
  const leaveQr = () => {
    if (qr) show(qr.orderId);
    setQr(null);
  };
  return { qr, pay, leaveQr };
}
