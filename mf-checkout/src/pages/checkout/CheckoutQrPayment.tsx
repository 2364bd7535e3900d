import { useNavigate } from 'react-router';
import { QrPaymentView, type QrPayment } from '@shop/shared/payment';
import { $qrPayment } from '../../lib/qrPayment';
import { resultPath } from '../../lib/resultLink';

/**
 * The WeChat Pay / Alipay code of an order under way: once it is paid, or can no longer be paid, the order's result
 * page takes over (it tells which, and offers paying again); so does choosing another way to pay.
 */
export function CheckoutQrPayment({ payment }: { payment: QrPayment }) {
  const navigate = useNavigate();
  const toResult = (replace: boolean) => {
    $qrPayment.set(null);
    navigate(resultPath(payment.orderId, payment.token), { replace });
  };
  return <QrPaymentView payment={payment} onSettled={() => toResult(true)} onLeave={() => toResult(false)} />;
}
