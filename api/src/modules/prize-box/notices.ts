import { eq } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { prizeShipments } from '../../db/schema';
import type { Locale } from '../../platform/locale';
import { hasMailbox } from '../account/notices';
import { memberById } from '../account/service';
import type { NoticeReader } from '../notification/worker';
import { shipmentNumber } from './payment-seam';
import { boxOf, prizesOfShipments } from './service';

// The prize box's mails, about a member: a shipment left (in the language it was asked in, with carrier, tracking
// and what it carries), its late postage refunded, and a reminder of prizes still waiting (in the member's language,
// counted when it is sent).

export const prizeBoxPath = '/member/prize-box';

export function prizeBoxNoticeReader(ctx: Ctx): NoticeReader {
  return async (row) => {
    const member = row.userId === null ? undefined : await memberById(ctx.db, row.userId);
    if (!member || !hasMailbox(member.email)) return null;
    const link = `${ctx.config.publicUrl}${prizeBoxPath}`;
    if (row.event === 'prize_box.reminder') {
      const locale = (member.locale as Locale) || 'tw';
      const count = (await boxOf(ctx.db, member.id, locale)).length;
      // Claimed meanwhile: nothing to remind of.
      if (count === 0) return null;
      return { to: member.email, locale, notice: { event: row.event, count, link } };
    }
    if (row.event !== 'prize_box.shipped' && row.event !== 'prize_box.refunded') return null;
    const [s] = await ctx.db
      .select()
      .from(prizeShipments)
      .where(eq(prizeShipments.id, Number(row.facts.shipmentId)));
    if (!s || s.userId !== member.id) return null;
    const locale = s.locale as Locale;
    if (row.event === 'prize_box.refunded') {
      const refund = { orderNumber: shipmentNumber(s), total: s.shippingFee, amount: Number(row.facts.amount) };
      return { to: member.email, locale, notice: { event: row.event, ...refund, link } };
    }
    const prizes = (await prizesOfShipments(ctx.db, member.id, [s], locale)).get(s.id) ?? [];
    return {
      to: member.email,
      locale,
      notice: {
        event: row.event,
        orderNumber: shipmentNumber(s),
        total: s.shippingFee,
        carrier: s.carrier,
        trackingCode: s.trackingCode,
        prizes: prizes.map((p) => (p.lastOne ? `${p.kujiTitle} · ${p.name}` : `${p.kujiTitle} · ${p.tier} · ${p.name}`)),
        link: `${link}?shipment_id=${s.id}`,
      },
    };
  };
}
