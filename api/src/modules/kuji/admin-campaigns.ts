import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdminKuji } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { pageOffset, pageTotal, totalRows } from '../../db/paged';
import { kujiOrders, kujis, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { pick, type Locale } from '../../platform/locale';
import { recordAudit } from '../operator/audit';
import type { SignedInOperator } from '../operator/access';
import { statusOf } from './status';

// The console's opened campaigns: their sale (window, limits, counts) and paid orders, and ending one early. What
// is read here is the campaign row and its orders: never a ticket, so never a place in the box or its seed.

type KujiRow = typeof kujis.$inferSelect;
type Paging = { page?: number | undefined; page_size?: number | undefined };

function toAdminKuji(k: KujiRow, locale: Locale, now: Date): AdminKuji {
  return {
    kuji_id: k.id,
    title: pick(k, 'title', locale),
    status: statusOf(k, now),
    price: k.price,
    starts_at: k.startsAt.toISOString(),
    ends_at: k.endsAt.toISOString(),
    per_order_limit: k.perOrderLimit,
    member_limit: k.memberLimit,
    tickets_total: k.ticketsTotal,
    tickets_reserved: k.reserved,
    tickets_sold: k.drawn,
    algorithm: k.algorithm,
  };
}

/** Every campaign, newest first. */
export async function listCampaigns(db: Db, q: Paging, locale: Locale) {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  const now = new Date();
  const rows = await db
    .select({ k: kujis, total: totalRows() })
    .from(kujis)
    .orderBy(desc(kujis.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  return {
    data: rows.map((r) => toAdminKuji(r.k, locale, now)),
    page,
    page_size: pageSize,
    total: await pageTotal(db, page, rows, kujis, undefined),
  };
}

export async function readCampaign(db: Db, kujiId: number, locale: Locale): Promise<AdminKuji> {
  const [k] = await db.select().from(kujis).where(eq(kujis.id, kujiId));
  if (!k) fail('ADMIN_KUJI_NOT_FOUND');
  return toAdminKuji(k, locale, new Date());
}

/** The campaign's paid orders, last paid first. */
export async function paidOrders(db: Db, kujiId: number, q: Paging) {
  await readCampaign(db, kujiId, 'en');
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  const where = and(eq(kujiOrders.kujiId, kujiId), eq(kujiOrders.status, 'paid'));
  const rows = await db
    .select({ o: kujiOrders, email: users.email, total: totalRows() })
    .from(kujiOrders)
    .innerJoin(users, eq(users.id, kujiOrders.userId))
    .where(where)
    .orderBy(desc(kujiOrders.paidAt), desc(kujiOrders.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  return {
    data: rows.map(({ o, email }) => ({
      kuji_order_id: o.id,
      member_id: o.userId,
      email,
      draws: o.draws,
      subtotal: o.subtotal,
      discount: o.discount,
      total: o.total,
      payment_method: o.paymentMethod,
      paid_at: (o.paidAt ?? o.createdAt).toISOString(),
    })),
    page,
    page_size: pageSize,
    total: await pageTotal(db, page, rows, kujiOrders, where),
  };
}

/**
 * Ends the sale now: no order can be placed any more (kuji-order refuses an ended campaign, and the reservation
 * re-checks the window). Paid orders keep their tickets, and unpaid ones may still be paid by their deadline, as
 * for a campaign ending on its date; the box is revealed once none is left holding tickets (status.ts isRevealed).
 */
export async function endCampaign(db: Db, operator: SignedInOperator, kujiId: number, locale: Locale): Promise<AdminKuji> {
  return db.transaction(async (tx) => {
    const [k] = await tx.select().from(kujis).where(eq(kujis.id, kujiId)).for('update');
    if (!k) fail('ADMIN_KUJI_NOT_FOUND');
    const now = new Date();
    // Its end already passed (or is this very moment: one ended it just before this one got the row).
    if (k.endsAt <= now) fail('ADMIN_KUJI_OVER');
    // A campaign not yet started ends without ever opening: its window closes now too.
    const [after] = await tx
      .update(kujis)
      .set({ startsAt: sql`least(${kujis.startsAt}, ${now.toISOString()}::timestamptz)`, endsAt: now })
      .where(eq(kujis.id, kujiId))
      .returning();
    await recordAudit(tx, operator, {
      action: 'kuji.end',
      target: 'kuji',
      targetId: kujiId,
      before: { starts_at: k.startsAt.toISOString(), ends_at: k.endsAt.toISOString() },
      after: { starts_at: after!.startsAt.toISOString(), ends_at: after!.endsAt.toISOString() },
    });
    return toAdminKuji(after!, locale, new Date(now.getTime() + 1));
  });
}
