import type { OrderQuote, OrderQuoteRequest } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import type { Locale } from '../../platform/locale';
import { applyTerms, couponForMember, toApplied, type CouponRow } from '../coupon/service';
import { amountsOf, loadDraftProducts, priceDraft } from './draft';

/** POST order/coupon: the member's draft priced with the chosen coupon (or none), as POST order would price it. */
export async function quoteOrder(db: Db, userId: number, body: OrderQuoteRequest, locale: Locale): Promise<OrderQuote> {
  const priced = priceDraft(body, await loadDraftProducts(db, body.lines));
  let coupon: { row: CouponRow; discount: number; freeShipping: boolean } | null = null;
  if (body.coupon_id || body.coupon_code) {
    const { coupon: row } = await couponForMember(db, userId, body);
    coupon = { row, ...applyTerms(row, priced, new Date()) };
  }
  return {
    ships_from: priced.shipsFrom,
    amounts: amountsOf(priced, coupon),
    coupon: coupon ? toApplied(coupon.row, locale, coupon) : null,
    free_shipping_threshold: priced.freeShippingThreshold,
    import_tax_excluded: priced.importTax,
  };
}
