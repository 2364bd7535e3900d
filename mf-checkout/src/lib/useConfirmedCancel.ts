import { useState } from 'react';
import type { OrderCancelBody } from '@shop/shared/contract';
import { confirmDialog } from '@shop/shared/stores';
import { cancelOrder } from '../api/orders';

/**
 * POST order/{id}/cancel once the shopper confirmed, busy meanwhile: the answer goes to `done`; a refusal (said by
 * the API client: paid or shipped meanwhile) to `refused`, for the page to read the order again.
 */
export function useConfirmedCancel(token: string | null) {
  const [busy, setBusy] = useState(false);
  const cancel = async (
    orderId: number,
    confirm: Parameters<typeof confirmDialog>[0],
    done: (data: OrderCancelBody['data']) => void,
    refused: () => void,
  ) => {
    if (!(await confirmDialog(confirm))) return;
    setBusy(true);
    try {
      const { data } = await cancelOrder(orderId, token ?? undefined, { loading: true });
      done(data);
    } catch {
      refused();
    } finally {
      setBusy(false);
    }
  };
  return { busy, cancel };
}
