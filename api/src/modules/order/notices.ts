import { eq } from 'drizzle-orm';
import type { CancelReason } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { orderItems } from '../../db/schema';
import { pick, type Locale } from '../../platform/locale';
import { hasMailbox } from '../account/notices';
import { memberById } from '../account/service';
import type { Notice } from '../notification/notices';
import type { NoticeReader } from '../notification/worker';
import { orderNumber, orderRow } from './read';
import { guestToken } from './service';

// An order's notices as its mails say them: written from the order as it is when the mail goes (its carrier and
// tracking code, its cancel reason), in the language it was placed in, with a link to its record.

export function orderNoticeReader(ctx: Ctx): NoticeReader {
  return async (row) => {
    const o = await orderRow(ctx.db, row.orderId!);
    if (!o) return null;
    const to = o.userId !== null ? (await memberById(ctx.db, o.userId))?.email : o.guestEmail;
    if (!to || !hasMailbox(to)) return null;
    const locale = o.locale as Locale;
    const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(orderItems.productId);
    const facts = {
      orderNumber: orderNumber(o),
      total: o.total,
      items: items.map((i) => ({ name: pick(i, 'name', locale), amount: i.amount, unitPrice: i.unitPrice })),
    };
    const token = o.userId === null ? `&token=${encodeURIComponent(guestToken(ctx, o.id))}` : '';
    const link = `${ctx.config.publicUrl}/order-detail?order_id=${o.id}${token}`;
    const notice = ((): Notice | null => {
      switch (row.event) {
        case 'order.placed':
          return { event: row.event, payBy: String(row.facts.payBy), ...facts };
        case 'order.shipped':
          return { event: row.event, carrier: o.carrier, trackingCode: o.shippingCode, ...facts };
        case 'order.canceled':
          return { event: row.event, reason: (o.cancelReason ?? 'canceled_by_shop') as CancelReason, ...facts };
        case 'order.refunded':
          return {
            event: row.event,
            amount: Number(row.facts.amount),
            latePayment: row.facts.reason === 'late_payment',
            ...facts,
          };
        case 'order.refund_requested':
        case 'order.refund_declined':
        case 'order.paid':
        case 'order.picking':
        case 'order.finished':
          return { event: row.event, ...facts };
        default:
          return null;
      }
    })();
    return notice && { to, locale, notice: { ...notice, link } };
  };
}
