import { and, eq, isNull } from 'drizzle-orm';
import type { OrderCancelBody } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { orderItems, orders } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { restoreCartLines } from '../cart/service';
import { cancelPayments, currentPurchase } from './payment-seam';
import { orderDetail, orderRow, type OrderRow } from './read';
import { cancelOrders } from './status';

// The shopper ends their own unpaid order (pressed Back on the card page, changed their mind): one transaction
// cancels it only while it is open and unpaid, gives its stock and coupon back and puts a member's lines back in
// the cart. A payment notice for it takes the same row lock: it either commits first (this finds the order paid
// and refuses) or finds it canceled and keeps the money for a refund. The gateway is told after the commit.

/** POST order/{id}/cancel for an order the caller may read (its member, or the bearer of its guest token). */
export async function cancelByShopper(ctx: Ctx, row: OrderRow, locale: Locale): Promise<OrderCancelBody['data']> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [done] = await cancelOrders(
      tx,
      [row.id],
      'canceled_by_shopper',
      and(eq(orders.status, 'pending_activation'), isNull(orders.paidAt)),
    );
    if (done === undefined) return null;
    if (row.userId === null) return { back: 0 };
    const items = await tx
      .select({ productId: orderItems.productId, amount: orderItems.amount, subs: orderItems.subProducts })
      .from(orderItems)
      .where(eq(orderItems.orderId, row.id));
    const lines = items.map((i) => ({
      productId: i.productId,
      amount: i.amount,
      subs: i.subs.map((s) => ({ product_id: s.product_id, amount: s.amount })),
    }));
    return { back: await restoreCartLines(tx, row.userId, ctx.config.cartLimit, lines) };
  });
  const now = (await orderRow(ctx.db, row.id))!;
  if (!outcome) {
    // Already canceled (expired, or a second press): nothing more to give back. Paid: the shop's to cancel.
    if (now.status !== 'canceled') fail('ORDER_NOT_CANCELABLE');
    return { order: await orderDetail(ctx.db, now, locale, await currentPurchase(ctx.db, now.id)), lines_back_in_cart: 0 };
  }
  await cancelPayments(ctx.db, row.id);
  return {
    order: await orderDetail(ctx.db, now, locale, await currentPurchase(ctx.db, now.id)),
    lines_back_in_cart: outcome.back,
  };
}
