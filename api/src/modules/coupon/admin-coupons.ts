import { desc, eq, sql } from 'drizzle-orm';
import type { AdminCoupon, AdminCouponCreate } from '@shop/shared/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { pageOffset, pageTotal, totalRows } from '../../db/paged';
import { couponClaims, coupons, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { recordAudit } from '../operator/audit';
import type { SignedInOperator } from '../operator/access';
import { createCoupon, type NewCoupon } from './codes';
import { normalizeCode } from './service';
import type { CouponRow } from './terms';

// The console's coupons. A coupon made here is a row like the seed's: claimed, checked (terms.ts) and redeemed by
// the same code in checkout. Disabling ends its window now, so claims and new uses are refused as for an expired
// coupon, while orders already placed keep the discount they were priced with.

type Paging = { page?: number | undefined; page_size?: number | undefined };

export function toAdminCoupon(c: CouponRow, now = new Date()): AdminCoupon {
  return {
    coupon_id: c.id,
    code: c.code,
    name: { tw: c.nameTw, cn: c.nameCn, en: c.nameEn },
    discount_amount: c.discountAmount,
    min_order: c.minOrder,
    free_shipping: c.freeShipping,
    scope: c.scope,
    starts_at: c.startsAt.toISOString(),
    ends_at: c.endsAt.toISOString(),
    status: now < c.startsAt ? 'scheduled' : now > c.endsAt ? 'over' : 'active',
    claim_limit: c.claimLimit,
    claimed_count: c.claimedCount,
    use_limit: c.useLimit,
    used_count: c.usedCount,
    member_use_limit: c.memberUseLimit,
  };
}

/** A coupon that takes nothing off (an amount of 0, or free shipping where nothing ships) or ends before it starts. */
function checkTerms(body: AdminCouponCreate): void {
  const freeShipping = (body.free_shipping ?? false) && body.scope !== 'kuji';
  if (body.discount_amount === 0 && !freeShipping) fail('ADMIN_COUPON_TERMS');
  if (new Date(body.ends_at) <= new Date(body.starts_at)) fail('ADMIN_COUPON_TERMS');
  if (body.use_limit !== null && (body.member_use_limit ?? 1) > body.use_limit) fail('ADMIN_COUPON_MEMBER_USES');
}

export async function createAdminCoupon(
  db: Db,
  config: Pick<Config, 'production'>,
  operator: SignedInOperator,
  body: AdminCouponCreate,
): Promise<AdminCoupon> {
  checkTerms(body);
  // In production every code comes from codes.ts: a typed one could be guessed by whoever types codes.
  if (body.code !== undefined && config.production) fail('ADMIN_COUPON_CODE_TYPED');
  const terms: NewCoupon = {
    nameTw: body.name.tw,
    nameCn: body.name.cn,
    nameEn: body.name.en,
    discountAmount: body.discount_amount,
    minOrder: body.min_order ?? 0,
    freeShipping: body.free_shipping ?? false,
    scope: body.scope,
    startsAt: new Date(body.starts_at),
    endsAt: new Date(body.ends_at),
    useLimit: body.use_limit,
    claimLimit: body.claim_limit ?? null,
    memberUseLimit: body.member_use_limit ?? 1,
  };
  return db.transaction(async (tx) => {
    let row: CouponRow;
    if (body.code === undefined) row = await createCoupon(tx, terms);
    else {
      const [typed] = await tx
        .insert(coupons)
        .values({ ...terms, code: normalizeCode(body.code) })
        .onConflictDoNothing({ target: coupons.code })
        .returning();
      if (!typed) fail('ADMIN_COUPON_CODE_TAKEN');
      row = typed;
    }
    const coupon = toAdminCoupon(row);
    await recordAudit(tx, operator, { action: 'coupon.create', target: 'coupon', targetId: row.id, after: coupon });
    return coupon;
  });
}

export async function listAdminCoupons(db: Db, q: Paging) {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  const rows = await db
    .select({ c: coupons, total: totalRows() })
    .from(coupons)
    .orderBy(desc(coupons.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const now = new Date();
  return {
    data: rows.map((r) => toAdminCoupon(r.c, now)),
    page,
    page_size: pageSize,
    total: await pageTotal(db, page, rows, coupons, undefined),
  };
}

export async function readAdminCoupon(db: Db, couponId: number): Promise<AdminCoupon> {
  const [c] = await db.select().from(coupons).where(eq(coupons.id, couponId));
  if (!c) fail('ADMIN_COUPON_NOT_FOUND');
  return toAdminCoupon(c);
}

/** Who claimed the coupon, how many orders use each claim and the latest of them, last claimed first. */
export async function couponClaimsOf(db: Db, couponId: number, q: Paging) {
  await readAdminCoupon(db, couponId);
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  const where = eq(couponClaims.couponId, couponId);
  const rows = await db
    .select({ claim: couponClaims, email: users.email, total: totalRows() })
    .from(couponClaims)
    .innerJoin(users, eq(users.id, couponClaims.userId))
    .where(where)
    .orderBy(desc(couponClaims.createdAt), desc(couponClaims.userId))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  return {
    data: rows.map(({ claim, email }) => ({
      member_id: claim.userId,
      email,
      claimed_at: claim.createdAt.toISOString(),
      uses: claim.uses,
      used_at: claim.usedAt?.toISOString() ?? null,
      order_id: claim.orderId,
      kuji_order_id: claim.kujiOrderId,
    })),
    page,
    page_size: pageSize,
    total: await pageTotal(db, page, rows, couponClaims, where),
  };
}

/** Ends the coupon's window now (held row: two disables at once end it once). */
export async function disableCoupon(db: Db, operator: SignedInOperator, couponId: number): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const [c] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
    if (!c) fail('ADMIN_COUPON_NOT_FOUND');
    const now = new Date();
    if (c.endsAt <= now) fail('ADMIN_COUPON_OVER');
    const [after] = await tx
      .update(coupons)
      .set({ startsAt: sql`least(${coupons.startsAt}, ${now.toISOString()}::timestamptz)`, endsAt: now })
      .where(eq(coupons.id, couponId))
      .returning();
    await recordAudit(tx, operator, {
      action: 'coupon.disable',
      target: 'coupon',
      targetId: couponId,
      before: { starts_at: c.startsAt.toISOString(), ends_at: c.endsAt.toISOString() },
      after: { starts_at: after!.startsAt.toISOString(), ends_at: after!.endsAt.toISOString() },
    });
    return toAdminCoupon(after!, new Date(now.getTime() + 1));
  });
}
