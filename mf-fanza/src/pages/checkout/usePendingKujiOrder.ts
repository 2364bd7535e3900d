import { useEffect, useState } from 'react';
import type { KujiOrder } from '@shop/shared/contract';
import { getKujiOrders } from '../../api/kujiOrders';

/** Enough for every unpaid order one member can hold (the holding caps allow a few). */
const pendingPageSize = 50;

export type PendingState =
  | { kind: 'loading' }
  /** No unpaid order of this campaign, or the list could not be read (buying goes on as before). */
  | { kind: 'none' }
  | { kind: 'pending'; order: KujiOrder };

/**
 * The member's unpaid order of this campaign, if any (GET kuji-order?status=pending_payment): coming back from the
 * card page and buying again would hold more tickets, so the checkout offers that order first. `settled` drops it
 * once it is paid for elsewhere or canceled.
 */
export function usePendingKujiOrder(kujiId: number | null) {
  const [state, setState] = useState<{ kujiId: number | null; state: PendingState }>({
    kujiId,
    state: { kind: 'loading' },
  });

  useEffect(() => {
    if (kujiId === null) return undefined;
    let current = true;
    getKujiOrders({ status: 'pending_payment', page: 1, page_size: pendingPageSize }, { noGlobalError: true }).then(
      ({ data }) => {
        const order = data.find((o) => o.kuji_id === kujiId && o.status === 'pending_payment');
        if (current) setState({ kujiId, state: order ? { kind: 'pending', order } : { kind: 'none' } });
      },
      () => {
        if (current) setState({ kujiId, state: { kind: 'none' } });
      },
    );
    return () => {
      current = false;
    };
  }, [kujiId]);

  const pending: PendingState = kujiId === null ? { kind: 'none' } : state.kujiId === kujiId ? state.state : { kind: 'loading' };
  return { pending, settled: () => setState({ kujiId, state: { kind: 'none' } }) };
}
