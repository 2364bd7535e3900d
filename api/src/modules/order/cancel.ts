import { and, eq, isNull } from 'drizzle-orm';
import type { OrderCancelBody } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { orderItems, orders } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { restoreCartLines } from '../cart/service';
import { cancelPayments, currentPurchase, sendOrderRefunds } from './payment-seam';
import { orderDetail, orderRow, type OrderRow } from './read';
import { approveCancellation, requestCancellation } from './refund';
import { cancelOrders } from './status';

// The shopper ends their own order. Unpaid (pressed Back on the card page, changed their mind): one transaction
// cancels it only while it is open and unpaid, gives its stock and coupon back and puts a member's lines back in
// the cart. A payment notice for it takes the same row lock: it either commits first (the order is paid, and this
// becomes a cancellation request) or finds it canceled and is refunded. The gateway is told after the commit.
// Paid and not shipped: a cancellation request (order/refund.ts), approved at once unless the shop reviews them.

/** POST order/{id}/cancel for an order the caller may read (its member, or the bearer of its guest token). */
export async function cancelByShopper(ctx: Ctx, row: OrderRow, locale: Locale): Promise<OrderCancelBody['data']> {
  if (row.paidAt !== null) return askToCancel(ctx, row.id, locale);
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
    // Paid a moment ago: a request, as for any paid order.
    if (now.paidAt !== null) return askToCancel(ctx, row.id, locale);
    // Already canceled (expired, or a second press): nothing more to give back.
    if (now.status !== 'canceled') fail('ORDER_NOT_CANCELABLE');
    return { order: await orderDetail(ctx.db, now, locale, await currentPurchase(ctx.db, now.id)), lines_back_in_cart: 0 };
  }
  await cancelPayments(ctx.db, row.id);
  return {
    order: await orderDetail(ctx.db, now, locale, await currentPurchase(ctx.db, now.id)),
    lines_back_in_cart: outcome.back,
  };
}

/** A paid order's cancellation request; approved in the same transaction when the policy lets it (not yet picking). */
async function askToCancel(ctx: Ctx, orderId: number, locale: Locale): Promise<OrderCancelBody['data']> {
  const refundId = await ctx.db.transaction(async (tx) => {
    const asked = await requestCancellation(tx, orderId);
    if (!asked) return null;
    const approvedNow = ctx.config.payment.paidCancelApproval === 'auto' && asked.pickingAt === null;
    return approvedNow ? approveCancellation(tx, orderId, 'shopper') : null;
  });
  if (refundId) await sendOrderRefunds(ctx.db, [refundId]);
  const now = (await orderRow(ctx.db, orderId))!;
  // Asked before (a second press) or already canceled: answered as it is. Shipped: too late.
  if (now.status !== 'refund_requested' && now.status !== 'canceled') fail('ORDER_NOT_CANCELABLE');
  return { order: await orderDetail(ctx.db, now, locale, await currentPurchase(ctx.db, orderId)), lines_back_in_cart: 0 };
}
