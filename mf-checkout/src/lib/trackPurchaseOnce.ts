import { track } from '@shop/shared/analytics';
import type { OrderDetail } from '@shop/shared/contract';

/** Orders whose purchase event this browser has sent (localStorage), newest last, so a reload never sends it again. */
const storageKey = 'purchaseTracked';
const kept = 50;

function trackedOrders(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * SPEC §7 purchase event for a paid order, exactly once per order in this browser: transaction id (the order
 * number), value (what was paid), shipping, coupon and the items as bought. Returns whether it was sent now.
 */
export function trackPurchaseOnce(order: OrderDetail): boolean {
  const seen = trackedOrders();
  if (seen.includes(order.order_id)) return false;
  try {
    localStorage.setItem(storageKey, JSON.stringify([...seen, order.order_id].slice(-kept)));
  } catch {
    // Private browsing: the event is still sent; a reload might send it again.
  }
  track.purchase(
    order.order_number,
    order.amounts.total,
    order.items.map((item) => ({
      sku: item.sku,
      display_name: item.display_name,
      selling_price: item.unit_price,
      marked_price: item.marked_price,
      amount: item.amount,
    })),
    { shipping: order.amounts.shipping_fee, coupon: order.coupon?.code ?? null },
  );
  return true;
}
