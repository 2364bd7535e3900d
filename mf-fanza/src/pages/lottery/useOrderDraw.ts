import { useEffect, useState } from 'react';
import type { KujiDraw, KujiOrder, KujiOrderDrawState } from '@shop/shared/contract';
import { toApiError } from '@shop/shared/transport';
import { pollWhileVisible } from '@shop/shared/ui';
import { getKujiDraw, getKujiOrder } from '../../api/kujiOrders';
import { kujiOrderStanding } from '../../lib/kujiOrderStanding';

/** How often an order whose payment is not confirmed yet is looked at again. */
export const paymentPollMs = 3000;

/** How often a paid order waiting for its beacon round is read again (a round is out seconds after it is due). */
export const roundPollMs = 1000;

export type DrawState =
  | { kind: 'loading' }
  | { kind: 'ready'; draw: KujiDraw }
  /** Paid, its tickets decided by a beacon round not out yet (v2): read again every second until they are picked. */
  | { kind: 'round'; draw: KujiDraw & { draw: KujiOrderDrawState } }
  /** Paid for but not confirmed yet, or a payment under way: looked at again until it is settled. */
  | { kind: 'waiting'; order: KujiOrder }
  | { kind: 'unpaid'; order: KujiOrder }
  | { kind: 'expired'; order: KujiOrder }
  /** No such order of this member. */
  | { kind: 'notFound' }
  | { kind: 'failed' };

/** What a read found: 'done', nothing more to wait for; 'round', paid and its round not out; 'payment', the order says why. */
type Read = 'done' | 'round' | 'payment';

/**
 * The tickets of a paid order (GET kuji-order/{id}/draw, the same ones every time). When the API gives none,
 * the order itself says why: not paid yet (the payment is looked at again until it is confirmed, then the
 * tickets are read), not paid in time, or not this member's. A paid v2 order whose round is not out yet has no
 * tickets either: it is read every second until they are picked. Every failure is the page's to show: this page
 * never raises the shop's global error message.
 */
export function useOrderDraw(orderId: number | null) {
  const [state, setState] = useState<DrawState>(orderId === null ? { kind: 'notFound' } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (orderId === null) return undefined;
    let current = true;
    let stopPolling: (() => void) | undefined;
    let polling: Read | undefined;
    const settle = (next: DrawState) => {
      if (current) setState(next);
    };

    const readDraw = async (): Promise<Read> => {
      try {
        const { data } = await getKujiDraw(orderId);
        if (data.draw?.status === 'waiting') {
          settle({ kind: 'round', draw: { ...data, draw: data.draw } });
          return 'round';
        }
        settle({ kind: 'ready', draw: data });
        return 'done';
      } catch (caught) {
        const error = toApiError(caught);
        if (error.status === 404) settle({ kind: 'notFound' });
        else if (error.status === 0 || error.status >= 500) settle({ kind: 'failed' });
        else return 'payment';
        return 'done';
      }
    };

    /** Why there is no draw: the order's own state. */
    const readOrder = async (): Promise<Read> => {
      const { data: order } = await getKujiOrder(orderId, { noGlobalError: true });
      const standing = kujiOrderStanding(order);
      if (standing === 'paid') return readDraw();
      settle({ kind: standing, order });
      return standing === 'waiting' ? 'payment' : 'done';
    };

    /** Keeps reading what the last answer waits for (the payment, or the round) until nothing is left to wait for. */
    const follow = (read: Read): boolean => {
      if (read === 'done' || !current) return true;
      if (read === polling) return false;
      stopPolling?.();
      polling = read;
      stopPolling =
        read === 'round'
          ? pollWhileVisible(async () => follow(await readDraw()), roundPollMs)
          : pollWhileVisible(async () => follow(await readOrder()), paymentPollMs);
      // The poll that asked is replaced by the one just started.
      return true;
    };

    void (async () => {
      const first = await readDraw();
      if (first !== 'payment') {
        follow(first);
        return;
      }
      try {
        follow(await readOrder());
      } catch (caught) {
        settle(toApiError(caught).status === 404 ? { kind: 'notFound' } : { kind: 'failed' });
      }
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
