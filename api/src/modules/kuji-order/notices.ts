import type { Ctx } from '../../context';
import type { Locale } from '../../platform/locale';
import { hasMailbox } from '../account/notices';
import { memberById } from '../account/service';
import { campaignLabels } from '../kuji/service';
import type { NoticeReader } from '../notification/worker';
import { kujiOrderDetail, kujiOrderNumber, kujiOrderRow } from './read';

// A kuji order's notices as its mails say them, in the language it was placed in, with a link to its record.

export function kujiOrderNoticeReader(ctx: Ctx): NoticeReader {
  return async (row) => {
    const o = await kujiOrderRow(ctx.db, row.kujiOrderId!);
    const events = ['kuji_order.paid', 'kuji_order.drawn', 'kuji_order.refunded', 'kuji_order.prizes_shipped'];
    if (!o || !events.includes(row.event)) return null;
    const member = await memberById(ctx.db, o.userId);
    if (!member || !hasMailbox(member.email)) return null;
    const locale = o.locale as Locale;
    const campaign = (await campaignLabels(ctx.db, [o.kujiId], locale)).get(o.kujiId)?.title ?? '';
    // A campaign drawn at payment has its prizes in the paid mail; a beacon-drawn one's come in the drawn mail.
    const won = async (order: typeof o) => {
      const { prizes, draw } = await kujiOrderDetail(ctx.db, order, locale, null);
      if (row.event === 'kuji_order.paid' && draw) return { prizes: [], round: null };
      return { prizes: prizes.map((p) => p.name), round: draw?.round ?? null };
    };
    const facts = {
      orderNumber: kujiOrderNumber(o),
      campaign,
      draws: o.draws,
      total: o.total,
      link: `${ctx.config.publicUrl}/fanza/order-detail?order_id=${o.id}`,
    };
    return {
      to: member.email,
      locale,
      notice:
        row.event === 'kuji_order.refunded'
          ? { event: row.event, amount: Number(row.facts.amount), ...facts }
          : row.event === 'kuji_order.prizes_shipped'
            ? { event: row.event, trackingCode: o.prizesShippingCode, ...facts }
            : { event: row.event === 'kuji_order.drawn' ? 'kuji_order.drawn' : 'kuji_order.paid', ...facts, ...(await won(o)) },
    };
  };
}
