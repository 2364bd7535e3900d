import { and, desc, eq, inArray, isNotNull, isNull, or, lt, sql } from 'drizzle-orm';
import type { Coupon, CouponStatus } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { couponClaims, coupons, kujiOrders, orders } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { checkScope, toCoupon, type CouponRow, type CouponUse } from './terms';

export { applyKujiTerms, applyTerms, toApplied, type CouponRow, type CouponUse } from './terms';

// Every write that can race is a conditional UPDATE or an INSERT … ON CONFLICT: concurrent claims of a limited
// code, or concurrent orders using one coupon, queue on the row and re-check after the one before committed.

export const normalizeCode = (code: string) => code.trim().toUpperCase();

async function couponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCode(code)));
  return row;
}

/** GET coupon: the member's claimed coupons, newest claim first. */
export async function listCoupons(db: Db, userId: number, status: CouponStatus | undefined, locale: Locale): Promise<Coupon[]> {
  const now = new Date();
  const rows = await db
    .select({ c: coupons, uses: couponClaims.uses, createdAt: couponClaims.createdAt })
    .from(couponClaims)
    .innerJoin(coupons, eq(coupons.id, couponClaims.couponId))
    .where(eq(couponClaims.userId, userId))
    .orderBy(desc(couponClaims.createdAt), desc(coupons.id));
  return rows.map((r) => toCoupon(r.c, r, locale, now)).filter((c) => !status || c.status === status);
}

/** Adds the claim and counts it against the code's claim limit, inside the caller's transaction. */
async function addClaim(tx: Db, couponId: number, userId: number): Promise<'claimed' | 'already'> {
  const inserted = await tx
    .insert(couponClaims)
    .values({ couponId, userId })
    .onConflictDoNothing()
    .returning({ couponId: couponClaims.couponId });
  if (inserted.length === 0) return 'already';
  const counted = await tx
    .update(coupons)
    .set({ claimedCount: sql`${coupons.claimedCount} + 1` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.claimLimit), lt(coupons.claimedCount, coupons.claimLimit))))
    .returning({ id: coupons.id });
  if (counted.length === 0) fail('COUPON_LIMIT');
  return 'claimed';
}

/** POST coupon: claims a code for the member. */
export async function claimCoupon(db: Db, userId: number, code: string, locale: Locale): Promise<Coupon> {
  const now = new Date();
  const c = await couponByCode(db, code);
  if (!c || now < c.startsAt) fail('COUPON_INVALID');
  if (now > c.endsAt) fail('COUPON_EXPIRED');
  const outcome = await db.transaction((tx) => addClaim(tx, c.id, userId));
  if (outcome === 'already') fail('COUPON_CLAIMED');
  const [claim] = await db
    .select()
    .from(couponClaims)
    .where(and(eq(couponClaims.couponId, c.id), eq(couponClaims.userId, userId)));
  return toCoupon(c, claim!, locale, now);
}

export interface CouponChoice {
  coupon_id?: number | undefined;
  coupon_code?: string | undefined;
}

/**
 * The coupon a member chose for an order (`use`: a shop order or Ichiban Kuji draws), checked for what can be
 * known before the order is priced: it exists, it applies to that use, it is theirs (or its typed code can still
 * be claimed), unused, and not fully redeemed. `claimed` is false when a typed code will be claimed by the order
 * itself.
 */
export async function couponForMember(
  db: Db,
  userId: number,
  choice: CouponChoice,
  use: CouponUse = 'shop',
): Promise<{ coupon: CouponRow; claimed: boolean }> {
  if (choice.coupon_id && choice.coupon_code) fail('BAD_PARAMS');
  const coupon = choice.coupon_id
    ? (await db.select().from(coupons).where(eq(coupons.id, choice.coupon_id)))[0]
    : await couponByCode(db, choice.coupon_code!);
  if (!coupon) fail('DISCOUNT_INVALID');
  checkScope(coupon, use);
  const [claim] = await db
    .select()
    .from(couponClaims)
    .where(and(eq(couponClaims.couponId, coupon.id), eq(couponClaims.userId, userId)));
  if (!claim && choice.coupon_id) fail('DISCOUNT_INVALID');
  if (claim && claim.uses >= coupon.memberUseLimit) fail('COUPON_USED');
  if (!claim && coupon.claimLimit !== null && coupon.claimedCount >= coupon.claimLimit) fail('COUPON_LIMIT');
  if (coupon.useLimit !== null && coupon.usedCount >= coupon.useLimit) fail('COUPON_SOLD_OUT');
  return { coupon, claimed: !!claim };
}

/** What uses a claim: a shop order or an Ichiban Kuji order. */
type ClaimUser = { orderId: number } | { kujiOrderId: number };

/**
 * Uses the member's coupon on an order, inside the order's transaction: claims a typed code first when needed,
 * counts one use on the claim (only while it has fewer than the coupon's per-member uses: the claim's row lock
 * queues one member's concurrent orders) and one against the coupon's total.
 */
export function redeemCoupon(tx: Db, userId: number, couponId: number, orderId: number): Promise<void> {
  return useClaim(tx, userId, couponId, { orderId });
}

/** redeemCoupon for an Ichiban Kuji order (the claim records the kuji order). */
export function redeemKujiCoupon(tx: Db, userId: number, couponId: number, kujiOrderId: number): Promise<void> {
  return useClaim(tx, userId, couponId, { kujiOrderId });
}

async function useClaim(tx: Db, userId: number, couponId: number, by: ClaimUser): Promise<void> {
  await addClaim(tx, couponId, userId);
  const memberLimit = tx.select({ n: coupons.memberUseLimit }).from(coupons).where(eq(coupons.id, couponId));
  const used = await tx
    .update(couponClaims)
    .set({ uses: sql`${couponClaims.uses} + 1`, usedAt: sql`now()`, orderId: null, kujiOrderId: null, ...by })
    .where(and(eq(couponClaims.couponId, couponId), eq(couponClaims.userId, userId), lt(couponClaims.uses, memberLimit)))
    .returning({ couponId: couponClaims.couponId });
  if (used.length === 0) fail('COUPON_USED');
  const counted = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.useLimit), lt(coupons.usedCount, coupons.useLimit))))
    .returning({ id: coupons.id });
  if (counted.length === 0) fail('COUPON_SOLD_OUT');
}

/** Gives the coupons of canceled or expired orders back to their members, inside the cancelling transaction. */
export async function releaseCoupons(tx: Db, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const uses = await tx
    .select({ couponId: orders.couponId, userId: orders.userId })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), isNotNull(orders.couponId), isNotNull(orders.userId)));
  await giveBack(tx, uses as Use[], 'orderId', orderIds);
}

/** releaseCoupons for expired Ichiban Kuji orders. */
export async function releaseKujiCoupons(tx: Db, kujiOrderIds: number[]): Promise<void> {
  if (kujiOrderIds.length === 0) return;
  const uses = await tx
    .select({ couponId: kujiOrders.couponId, userId: kujiOrders.userId })
    .from(kujiOrders)
    .where(and(inArray(kujiOrders.id, kujiOrderIds), isNotNull(kujiOrders.couponId)));
  await giveBack(tx, uses as Use[], 'kujiOrderId', kujiOrderIds);
}

/** One order's use of a member's coupon (each order names its coupon and member). */
type Use = { couponId: number; userId: number };

/**
 * Counts the released orders' uses off their members' claims (a claim whose latest order is one of them forgets it),
 * in (coupon, member) order so concurrent releases lock claims in one order, then off their coupons.
 */
async function giveBack(tx: Db, uses: Use[], latest: 'orderId' | 'kujiOrderId', ids: number[]): Promise<void> {
  const perClaim = new Map<string, Use & { n: number }>();
  for (const u of uses) {
    const key = `${u.couponId}:${u.userId}`;
    perClaim.set(key, { ...u, n: (perClaim.get(key)?.n ?? 0) + 1 });
  }
  const column = couponClaims[latest];
  const freed: { couponId: number }[] = [];
  for (const { couponId, userId, n } of [...perClaim.values()].sort((a, b) => a.couponId - b.couponId || a.userId - b.userId)) {
    const [claim] = await tx
      .update(couponClaims)
      .set({
        uses: sql`greatest(${couponClaims.uses} - ${n}, 0)`,
        usedAt: sql`case when ${couponClaims.uses} <= ${n} then null else ${couponClaims.usedAt} end`,
        [latest]: sql`case when ${inArray(column, ids)} then null else ${column} end`,
      })
      .where(and(eq(couponClaims.couponId, couponId), eq(couponClaims.userId, userId)))
      .returning({ couponId: couponClaims.couponId });
    if (claim) freed.push(...Array.from({ length: n }, () => claim));
  }
  await uncount(tx, freed);
}

/** Counts freed uses back off their coupons, in coupon id order (concurrent releases lock rows in one order). */
async function uncount(tx: Db, freed: { couponId: number }[]): Promise<void> {
  const counts = new Map<number, number>();
  for (const f of freed) counts.set(f.couponId, (counts.get(f.couponId) ?? 0) + 1);
  for (const id of [...counts.keys()].sort((a, b) => a - b)) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - ${counts.get(id)!}, 0)` })
      .where(eq(coupons.id, id));
  }
}

export async function couponsByIds(db: Db, ids: number[]): Promise<Map<number, CouponRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(coupons).where(inArray(coupons.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
