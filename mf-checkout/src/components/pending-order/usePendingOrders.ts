import { useEffect, useState } from 'react';
import type { OrderSummary } from '@shop/shared/contract';
import type { CartLine } from '@shop/shared/stores';
import { getAwaitingOrders, getOrder } from '../../api/orders';
import { forgetGuestOrders, guestOrderLinks } from '../../lib/guestOrders';

/** An order waiting for its payment, with the visitor's link token (null for a member's). */
export interface PendingOrder {
  order: OrderSummary;
  token: string | null;
}

const awaitsPayment = (order: OrderSummary) =>
  order.status === 'pending_activation' && order.paid_at === null && order.payment_deadline !== null;

/** The member's orders awaiting payment, or the visitor's from this browser (forgetting those that no longer wait). */
async function loadPendingOrders(signedIn: boolean): Promise<PendingOrder[]> {
  if (signedIn) {
    const { data } = await getAwaitingOrders({ noGlobalError: true });
    return data.filter(awaitsPayment).map((order) => ({ order, token: null }));
  }
  const links = guestOrderLinks();
  const read = await Promise.all(
    links.map((link) =>
      getOrder(link.orderId, link.token, { noGlobalError: true }).then(
        (body): PendingOrder => ({ order: body.data, token: link.token }),
        () => null,
      ),
    ),
  );
  // An order that could not be read now (offline) is kept for the next look; one that is over is forgotten.
  forgetGuestOrders(read.flatMap((found) => (found && !awaitsPayment(found.order) ? [found.order.order_id] : [])));
  return read.filter((found): found is PendingOrder => !!found && awaitsPayment(found.order)).reverse();
}

/** The shopper's unpaid orders for the cart and checkout to offer; `reload` after one was paid or canceled. */
export function usePendingOrders(signedIn: boolean) {
  const [orders, setOrders] = useState<PendingOrder[]>([]);
  const [round, setRound] = useState(0);
  // Back from the card page may restore this page from the back/forward cache: what waits is read again then.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setRound((value) => value + 1);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  useEffect(() => {
    let current = true;
    loadPendingOrders(signedIn).then(
      (found) => current && setOrders(found),
      // Without the list the page is what it was before: it only misses the offer.
      () => current && setOrders([]),
    );
    return () => {
      current = false;
    };
  }, [signedIn, round]);
  return { orders, reload: () => setRound((value) => value + 1) };
}

/** The order's lines as a checkout selection: what the shopper had chosen to buy, set items included. */
export function linesOf(order: OrderSummary): CartLine[] {
  return order.items.map((item) =>
    item.sub_product_infos.length
      ? {
          product_id: item.product_id,
          amount: item.amount,
          sub_product_infos: item.sub_product_infos.map((sub) => ({ product_id: sub.product_id, amount: sub.amount })),
        }
      : { product_id: item.product_id, amount: item.amount },
  );
}
