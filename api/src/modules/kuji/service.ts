import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { KujiDetail, KujiDrawRecord, KujiList, KujiListQuery, KujiStatus, KujiSummary } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { allColumns, rowsOf, tableRow } from '../../db/hand-written';
import { pageOffset, pageTotal, totalRows } from '../../db/paged';
import { kujiPrizes, kujis } from '../../db/schema';
import { imageUrl } from '../../platform/images';
import { pick, type Locale } from '../../platform/locale';
import { boardRows, fairnessOf, LAST_ONE, prizeImage, ticketListFrom, tiersOf } from './board';
import { drawRecord } from './draw';
import { isRevealed, statusOf, statusSql } from './status';

// Campaigns as the shop shows them (list, campaign page with its board and fairness commitment), and what
// modules/kuji-order reads of a campaign to sell its draws and to label its orders.

export { isRevealed, statusOf } from './status';

type KujiRow = typeof kujis.$inferSelect;

function toSummary(k: KujiRow, status: KujiStatus, locale: Locale): KujiSummary {
  return {
    kuji_id: k.id,
    title: pick(k, 'title', locale),
    image: imageUrl(k.image),
    price: k.price,
    adult: k.adult,
    status,
    starts_at: k.startsAt.toISOString(),
    ends_at: k.endsAt.toISOString(),
    tickets_total: k.ticketsTotal,
    tickets_left: Math.max(0, k.ticketsTotal - k.reserved),
  };
}

/**
 * GET kuji: campaigns on sale first (newest first), then upcoming (opening soonest first), then sold out and
 * ended (newest first); `status` filters.
 */
export async function listKuji(db: Db, q: KujiListQuery, locale: Locale, now = new Date()): Promise<KujiList> {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  const status = statusSql(now);
  const cond = q.status ? sql`${status} = ${q.status}` : undefined;
  const rank = sql`case ${status} when 'on_sale' then 0 when 'upcoming' then 1 when 'sold_out' then 2 else 3 end`;
  const opensSoonest = sql`case when ${status} = 'upcoming' then ${kujis.startsAt} end`;
  const rows = await db
    .select({ k: kujis, status, total: totalRows() })
    .from(kujis)
    .where(cond)
    .orderBy(asc(rank), sql`${opensSoonest} asc nulls last`, desc(kujis.startsAt), desc(kujis.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const total = await pageTotal(db, page, rows, kujis, cond);
  return { data: rows.map((r) => toSummary(r.k, r.status, locale)), page, page_size: pageSize, total };
}

/** Hand-written: every purchase reads its campaign first (db/hand-written.ts). */
async function campaignRow(db: Db, kujiId: number): Promise<KujiRow | undefined> {
  const [row] = await rowsOf<Record<string, unknown>>(db, sql`select ${allColumns(kujis)} from ${kujis} where id = ${kujiId}`);
  return row && tableRow(kujis, row);
}

/** GET kuji/{kuji_id}: the campaign page, read live (the board changes with every paid draw). */
export async function kujiDetail(db: Db, kujiId: number, locale: Locale, now = new Date()): Promise<KujiDetail | undefined> {
  const k = await campaignRow(db, kujiId);
  if (!k) return undefined;
  const rows = await boardRows(db, kujiId);
  const last = rows.find((r) => r.tier === LAST_ONE);
  return {
    ...toSummary(k, statusOf(k, now), locale),
    images: [imageUrl(k.image), ...rows.filter((r) => r.image).map((r) => imageUrl(r.image))],
    description: pick(k, 'description', locale),
    tiers: tiersOf(rows, k.image, locale),
    last_one: {
      name: last ? pick(last, 'name', locale) : '',
      image: prizeImage(last?.image ?? '', k.image),
      won: k.lastOneOrderId !== null,
    },
    per_order_limit: k.perOrderLimit,
    member_limit: k.memberLimit,
    member_draws: null,
    fairness: await fairnessOf(db, k, rows, isRevealed(k, now)),
    // GET kuji/{kuji_id} fills it in (modules/drop); the live board has no use for it.
    drop: null,
  };
}

/** GET kuji/{kuji_id}/draws: the v2 campaign's published record; undefined for a missing or v1 campaign. */
export async function kujiDrawRecord(db: Db, kujiId: number): Promise<KujiDrawRecord | undefined> {
  return drawRecord(db, kujiId, ticketListFrom(await boardRows(db, kujiId)));
}

/** What kuji-order needs to sell draws of a campaign (the sale itself is its conditional UPDATE). */
export interface CampaignForSale {
  kuji_id: number;
  /** In the caller's language. */
  title: string;
  image: string;
  adult: boolean;
  /** TWD per draw. */
  price: number;
  per_order_limit: number;
  tickets_total: number;
  /** Not bought and not held by an unpaid order. */
  tickets_left: number;
  status: KujiStatus;
  starts_at: Date;
  ends_at: Date;
}

/** A campaign as a sale reads it at `now`, or undefined when there is no such campaign. */
export async function campaignForSale(
  db: Db,
  kujiId: number,
  locale: Locale,
  now = new Date(),
): Promise<CampaignForSale | undefined> {
  const k = await campaignRow(db, kujiId);
  if (!k) return undefined;
  return {
    kuji_id: k.id,
    title: pick(k, 'title', locale),
    image: imageUrl(k.image),
    adult: k.adult,
    price: k.price,
    per_order_limit: k.perOrderLimit,
    tickets_total: k.ticketsTotal,
    tickets_left: Math.max(0, k.ticketsTotal - k.reserved),
    status: statusOf(k, now),
    starts_at: k.startsAt,
    ends_at: k.endsAt,
  };
}

/** Title and picture of each campaign, for order lists and records (`kuji_title`, `kuji_image`). */
export async function campaignLabels(
  db: Db,
  kujiIds: number[],
  locale: Locale,
): Promise<Map<number, { title: string; image: string }>> {
  if (kujiIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(kujis)
    .where(inArray(kujis.id, [...new Set(kujiIds)]));
  return new Map(rows.map((k) => [k.id, { title: pick(k, 'title', locale), image: imageUrl(k.image) }]));
}

/** A prize as a drawn ticket shows it. */
export interface PrizeLabel {
  prize_id: number;
  kuji_id: number;
  /** `A`, `B`, … or `LAST`. */
  tier: string;
  name: string;
  image: string;
}

/** Every prize of these campaigns (Last One included), by prize id: what the draw show and prize lists name. */
export async function prizeLabels(db: Db, kujiIds: number[], locale: Locale): Promise<Map<number, PrizeLabel>> {
  if (kujiIds.length === 0) return new Map();
  const rows = await db
    .select({ prize: kujiPrizes, campaignImage: kujis.image })
    .from(kujiPrizes)
    .innerJoin(kujis, eq(kujis.id, kujiPrizes.kujiId))
    .where(inArray(kujiPrizes.kujiId, [...new Set(kujiIds)]));
  return new Map(
    rows.map(({ prize: p, campaignImage }) => [
      p.id,
      {
        prize_id: p.id,
        kuji_id: p.kujiId,
        tier: p.tier,
        name: pick(p, 'name', locale),
        image: prizeImage(p.image, campaignImage),
      },
    ]),
  );
}
