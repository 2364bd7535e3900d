import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentMethod } from '@shop/shared/contract';
import { payAgain } from '../../api/orders';
import { startPayment } from '../../lib/startPayment';

/**
 * Starts a new payment for an unpaid order (POST order/{id}) and goes on to the card page or the QR code as at
 * checkout; the earlier payment is replaced. `busy` while the API answers; a refusal is said by the API client.
 */
export function usePayAgain(token: string | null) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const pay = async (orderId: number, method: PaymentMethod) => {
    setBusy(true);
    try {
      const { data } = await payAgain(orderId, { payment_method: method }, token ?? undefined, { loading: true });
      startPayment(data, token, navigate);
    } catch {
      // The API client said why (the order can no longer be paid, say).
    } finally {
      setBusy(false);
    }
  };
  return { busy, pay };
}
