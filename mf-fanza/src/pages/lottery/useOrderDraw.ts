import { useEffect, useState } from 'react';
import type { KujiDraw, KujiOrder } from '@shop/shared/contract';
import { toApiError } from '@shop/shared/transport';
import { pollWhileVisible } from '@shop/shared/ui';
import { getKujiDraw, getKujiOrder } from '../../api/kujiOrders';
import { kujiOrderStanding } from '../../lib/kujiOrderStanding';

/** How often an order whose payment is not confirmed yet is looked at again. */
export const paymentPollMs = 3000;

export type DrawState =
  | { kind: 'loading' }
  | { kind: 'ready'; draw: KujiDraw }
  /** Paid for but not confirmed yet, or a payment under way: looked at again until it is settled. */
  | { kind: 'waiting'; order: KujiOrder }
  | { kind: 'unpaid'; order: KujiOrder }
  | { kind: 'expired'; order: KujiOrder }
  /** No such order of this member. */
  | { kind: 'notFound' }
  | { kind: 'failed' };

/**
 * The tickets of a paid order (GET kuji-order/{id}/draw, the same ones every time). When the API gives none,
 * the order itself says why: not paid yet (the payment is looked at again until it is confirmed, then the
 * tickets are read), not paid in time, or not this member's. Every failure is the page's to show: this page
 * never raises the shop's global error message.
 */
export function useOrderDraw(orderId: number | null) {
  const [state, setState] = useState<DrawState>(orderId === null ? { kind: 'notFound' } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (orderId === null) return undefined;
    let current = true;
    let stopPolling: (() => void) | undefined;
    const settle = (next: DrawState) => {
      if (current) setState(next);
    };

    const readDraw = async (): Promise<boolean> => {
      try {
        const { data } = await getKujiDraw(orderId);
        settle({ kind: 'ready', draw: data });
        return true;
      } catch (caught) {
        const error = toApiError(caught);
        if (error.status === 404) settle({ kind: 'notFound' });
        else if (error.status === 0 || error.status >= 500) settle({ kind: 'failed' });
        else return false;
        return true;
      }
    };

    /** Why there is no draw: the order's own state; true once there is nothing more to wait for. */
    const readOrder = async (): Promise<boolean> => {
      const { data: order } = await getKujiOrder(orderId, { noGlobalError: true });
      const standing = kujiOrderStanding(order);
      if (standing === 'paid') return readDraw();
      settle({ kind: standing, order });
      return standing !== 'waiting';
    };

    void (async () => {
      if (await readDraw()) return;
      try {
        if (await readOrder()) return;
      } catch (caught) {
        settle(toApiError(caught).status === 404 ? { kind: 'notFound' } : { kind: 'failed' });
        return;
      }
      if (current) stopPolling = pollWhileVisible(readOrder, paymentPollMs);
    })();

    return () => {
      current = false;
      stopPolling?.();
    };
  }, [orderId, attempt]);

  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}
