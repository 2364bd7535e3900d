import type { KujiCouponRequest, KujiQuote } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { applyKujiTerms, couponForMember, toApplied } from '../coupon/service';
import { campaignForSale, type CampaignForSale } from '../kuji/service';

// Draws priced as POST kuji-order/coupon shows them and POST kuji-order charges them, refused for the same
// reasons and in the same order as the reservation itself (kuji/box.ts) would refuse them.

export interface PricedDraws {
  campaign: CampaignForSale;
  quote: KujiQuote;
  couponId: number | null;
}

/** Why these draws cannot be sold now, from what the campaign reads like at `now` (the reservation re-checks). */
function checkSale(campaign: CampaignForSale, draws: number, now: Date): void {
  if (now < campaign.starts_at) fail('KUJI_NOT_STARTED');
  if (now > campaign.ends_at) fail('EVENT_ENDED');
  if (draws > campaign.per_order_limit) fail('KUJI_DRAW_LIMIT');
  if (draws > campaign.tickets_left) fail('KUJI_NOT_ENOUGH_TICKETS');
}

export async function priceDraws(
  db: Db,
  userId: number,
  body: KujiCouponRequest,
  locale: Locale,
  now = new Date(),
): Promise<PricedDraws> {
  const campaign = await campaignForSale(db, body.kuji_id, locale, now);
  if (!campaign) fail('KUJI_NOT_FOUND');
  checkSale(campaign, body.draws, now);
  const subtotal = campaign.price * body.draws;
  let applied = null;
  if (body.coupon_code) {
    const { coupon } = await couponForMember(db, userId, { coupon_code: body.coupon_code }, 'kuji');
    applied = { coupon, terms: applyKujiTerms(coupon, subtotal, now) };
  }
  const discount = applied?.terms.discount ?? 0;
  return {
    campaign,
    couponId: applied?.coupon.id ?? null,
    quote: {
      draws: body.draws,
      price: campaign.price,
      subtotal,
      discount,
      total: subtotal - discount,
      coupon: applied ? toApplied(applied.coupon, locale, applied.terms) : null,
    },
  };
}
