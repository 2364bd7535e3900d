import type { AppliedCoupon, Coupon, CouponStatus, SalesArea } from '@shop/shared/contract';
import type { coupons } from '../../db/schema';
import { fail } from '../../platform/errors';
import { pick, type Locale } from '../../platform/locale';

// A coupon's rules and how it reads, without the database: what the coupon list shows and what an order gets.

export type CouponRow = typeof coupons.$inferSelect;

const nt = (n: number) => `NT$${n.toLocaleString('en-US')}`;

const texts = {
  tw: {
    off: (n: number) => `折抵 ${nt(n)}`,
    free: '免運費',
    join: '＋',
    from: (n: number) => `滿 ${nt(n)} 可用`,
    any: '不限金額',
    origin: { TW: '台灣出貨', CN: '中國出貨' },
    region: { TW: '寄送台灣', CN: '寄送中國大陸', OVERSEAS: '寄送海外' },
    scope: { kuji: '限一番賞', any: '商城與一番賞皆可用' },
  },
  cn: {
    off: (n: number) => `减免 ${nt(n)}`,
    free: '免运费',
    join: '＋',
    from: (n: number) => `满 ${nt(n)} 可用`,
    any: '不限金额',
    origin: { TW: '台湾出货', CN: '中国出货' },
    region: { TW: '寄送台湾', CN: '寄送中国大陆', OVERSEAS: '寄送海外' },
    scope: { kuji: '限一番赏', any: '商城与一番赏皆可用' },
  },
  en: {
    off: (n: number) => `${nt(n)} off`,
    free: 'Free shipping',
    join: ' + ',
    from: (n: number) => `Orders from ${nt(n)}`,
    any: 'Any amount',
    origin: { TW: 'Ships from Taiwan', CN: 'Ships from China' },
    region: { TW: 'Delivered in Taiwan', CN: 'Delivered in mainland China', OVERSEAS: 'Delivered overseas' },
    scope: { kuji: 'Ichiban Kuji only', any: 'Shop or Ichiban Kuji' },
  },
} as const;

const origin = (c: CouponRow) => (c.shipsFrom === 'TW' || c.shipsFrom === 'CN' ? c.shipsFrom : null);
const region = (c: CouponRow): SalesArea | null =>
  c.region === 'TW' || c.region === 'CN' || c.region === 'OVERSEAS' ? c.region : null;

/** What a coupon is used on: shop orders or Ichiban Kuji draws. */
export type CouponUse = 'shop' | 'kuji';

/** A coupon's `scope` (`shop`, `kuji` or `any`) against what it is used on; throws the refusal. */
export function checkScope(c: CouponRow, use: CouponUse): void {
  if (c.scope === 'any' || c.scope === use) return;
  fail(c.scope === 'kuji' ? 'COUPON_KUJI_ONLY' : 'COUPON_SHOP_ONLY');
}

/** Promotion details in the caller's language: "NT$100 off", "Free shipping", or both. */
export function promotionText(c: CouponRow, locale: Locale): string {
  const t = texts[locale];
  const parts = [...(c.discountAmount > 0 ? [t.off(c.discountAmount)] : []), ...(c.freeShipping ? [t.free] : [])];
  return parts.join(t.join);
}

/** Effective conditions in one line: threshold (or any amount), origin, region, and Ichiban Kuji when it applies there. */
export function conditionsText(c: CouponRow, locale: Locale): string {
  const t = texts[locale];
  const o = origin(c);
  const r = region(c);
  const scope = c.scope === 'kuji' || c.scope === 'any' ? [t.scope[c.scope]] : [];
  return [c.minOrder > 0 ? t.from(c.minOrder) : t.any, ...(o ? [t.origin[o]] : []), ...(r ? [t.region[r]] : []), ...scope].join(
    ' · ',
  );
}

/** `used` once the member's orders use it as many times as it allows each member. */
export function statusOf(c: CouponRow, uses: number, now: Date): CouponStatus {
  if (uses >= c.memberUseLimit) return 'used';
  return c.endsAt.getTime() < now.getTime() ? 'expired' : 'available';
}

export function toCoupon(c: CouponRow, claim: { uses: number; createdAt: Date }, locale: Locale, now: Date): Coupon {
  return {
    coupon_id: c.id,
    code: c.code,
    display_name: pick(c, 'name', locale),
    promotion: promotionText(c, locale),
    conditions: conditionsText(c, locale),
    starts_at: c.startsAt.toISOString(),
    ends_at: c.endsAt.toISOString(),
    free_shipping: c.freeShipping,
    ships_from: origin(c),
    region: region(c),
    status: statusOf(c, claim.uses, now),
    threshold: c.minOrder,
    discount: c.discountAmount,
    unlimited_amount: c.minOrder === 0,
    claimed_at: claim.createdAt.toISOString(),
  };
}

/** What the coupon takes off an order with this goods subtotal, origin and destination area; throws its refusal. */
export function applyTerms(
  c: CouponRow,
  order: { subtotal: number; shipsFrom: string; area: SalesArea },
  now: Date,
): { discount: number; freeShipping: boolean } {
  if (now.getTime() < c.startsAt.getTime()) fail('COUPON_NOT_STARTED');
  if (now.getTime() > c.endsAt.getTime()) fail('COUPON_EXPIRED');
  if ((c.shipsFrom && c.shipsFrom !== order.shipsFrom) || (c.region && c.region !== order.area)) fail('COUPON_NOT_ELIGIBLE');
  if (order.subtotal < c.minOrder) fail('COUPON_THRESHOLD');
  return { discount: Math.min(c.discountAmount, order.subtotal), freeShipping: c.freeShipping };
}

/**
 * What the coupon takes off Ichiban Kuji draws worth `subtotal`. Draws have no shipping origin or region (prizes
 * ship from the prize box), so a coupon limited to one does not apply; the draws must cost more than the coupon
 * takes off, as a payment of nothing cannot be collected.
 */
export function applyKujiTerms(c: CouponRow, subtotal: number, now: Date): { discount: number; freeShipping: boolean } {
  if (now.getTime() < c.startsAt.getTime()) fail('COUPON_NOT_STARTED');
  if (now.getTime() > c.endsAt.getTime()) fail('COUPON_EXPIRED');
  if (c.shipsFrom || c.region) fail('COUPON_NOT_ELIGIBLE');
  if (subtotal < c.minOrder || subtotal <= c.discountAmount) fail('COUPON_THRESHOLD');
  return { discount: c.discountAmount, freeShipping: false };
}

export function toApplied(c: CouponRow, locale: Locale, applied: { discount: number; freeShipping: boolean }): AppliedCoupon {
  return {
    coupon_id: c.id,
    code: c.code,
    display_name: pick(c, 'name', locale),
    discount: applied.discount,
    free_shipping: applied.freeShipping,
  };
}
