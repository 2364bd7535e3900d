import { useStore } from '@nanostores/react';
import type { PrizeShipment } from '@shop/shared/contract';
import { qrPaymentOf, type QrPayment } from '@shop/shared/payment';
import { sessionStorageAtom } from '@shop/shared/stores';

/** The QR code of a postage payment under way, per tab: a reload comes back to the same code, as the checkouts do. */
export const $shipmentQrPayment = sessionStorageAtom<QrPayment | null>('prizeShipmentQrCode', null);

/**
 * Where a shipment's payment goes on: a card or UnionPay payment to the gateway's hosted page (which comes back to
 * /member/prize-box?shipment_id=…), WeChat Pay / Alipay to the QR view on this page, a free or settled one to its record.
 */
export function usePayShipment(show: (shipmentId: number) => void) {
  const qr = useStore($shipmentQrPayment);
  const pay = (shipment: PrizeShipment) => {
    const purchase = shipment.purchase;
    if (!purchase || purchase.status !== 'pending' || shipment.status !== 'pending_payment') return show(shipment.shipment_id);
    const code = qrPaymentOf(purchase, null);
    if (code) return $shipmentQrPayment.set(code);
    window.location.assign(purchase.payment_url);
  };
  const leaveQr = () => {
    if (qr) show(qr.orderId);
    $shipmentQrPayment.set(null);
  };
  return { qr, pay, leaveQr };
}
