import { desc, eq, sql } from 'drizzle-orm';
import type { AdminKujiDraft, AdminKujiDraftBody } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import type { Db } from '../../db/client';
import { pageOffset, pageTotal, totalRows } from '../../db/paged';
import { drops, kujiDrafts } from '../../db/schema';
import { fail } from '../../platform/errors';
import { firstAdmitted } from '../drop/schedule';
import { recordAudit } from '../operator/audit';
import type { SignedInOperator } from '../operator/access';
import { checkPictures } from '../../platform/catalogue-pictures';
import { openCampaign, type NewCampaign } from './open';

// The console's campaigns before they open: settings kept in `kuji_drafts` (no public endpoint reads that table),
// changed freely until opened. Opening makes the campaign and commits its box through openCampaign, the one way a
// box is made; the operator never sees or picks its order.

type DraftRow = typeof kujiDrafts.$inferSelect;

/** Tickets a campaign may have at most: the box is written in one transaction. */
const MAX_TICKETS = 10_000;
const ROOM_LEAD_MS = 30 * 60_000;

const toDraft = (d: DraftRow): AdminKujiDraft => ({
  draft_id: d.id,
  kuji_id: d.kujiId,
  settings: d.spec as AdminKujiDraftBody,
  created_at: d.createdAt.toISOString(),
  updated_at: d.updatedAt.toISOString(),
  opened_at: d.openedAt?.toISOString() ?? null,
});

/** When its waiting room opens: as given, or 30 minutes before the sale as `npm run drops -- set` defaults. */
const roomOpensAt = (s: AdminKujiDraftBody) =>
  s.drop?.opens_at ? new Date(s.drop.opens_at) : new Date(new Date(s.starts_at).getTime() - ROOM_LEAD_MS);

/** What a draft may say: a sale window that ends after it starts, pictures from storage, a room open by the start. */
function checkSettings(ctx: Ctx, s: AdminKujiDraftBody): void {
  if (new Date(s.ends_at) <= new Date(s.starts_at)) fail('ADMIN_KUJI_WINDOW');
  if (s.tiers.reduce((n, t) => n + t.count, 0) > MAX_TICKETS) fail('BAD_PARAMS');
  checkPictures(ctx.config, [s.image, ...s.tiers.map((t) => t.image), s.last_one.image]);
  if (s.drop && roomOpensAt(s) > new Date(s.starts_at)) fail('ADMIN_DROP_SETTINGS');
}

export async function createDraft(ctx: Ctx, operator: SignedInOperator, spec: AdminKujiDraftBody): Promise<AdminKujiDraft> {
  checkSettings(ctx, spec);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(kujiDrafts).values({ spec }).returning();
    await recordAudit(tx, operator, { action: 'kuji_draft.create', target: 'kuji_draft', targetId: row!.id, after: spec });
    return toDraft(row!);
  });
}

/** The draft, held for the rest of the transaction: an edit and an opening of it queue behind each other. */
async function lockedDraft(tx: Db, draftId: number): Promise<DraftRow> {
  const [row] = await tx.select().from(kujiDrafts).where(eq(kujiDrafts.id, draftId)).for('update');
  if (!row) fail('KUJI_DRAFT_NOT_FOUND');
  if (row.kujiId !== null) fail('ADMIN_KUJI_DRAFT_OPENED');
  return row;
}

export async function editDraft(
  ctx: Ctx,
  operator: SignedInOperator,
  draftId: number,
  spec: AdminKujiDraftBody,
): Promise<AdminKujiDraft> {
  checkSettings(ctx, spec);
  return ctx.db.transaction(async (tx) => {
    const before = await lockedDraft(tx, draftId);
    const [row] = await tx
      .update(kujiDrafts)
      .set({ spec, updatedAt: sql`now()` })
      .where(eq(kujiDrafts.id, draftId))
      .returning();
    await recordAudit(tx, operator, {
      action: 'kuji_draft.edit',
      target: 'kuji_draft',
      targetId: draftId,
      before: before.spec,
      after: spec,
    });
    return toDraft(row!);
  });
}

export async function readDraft(db: Db, draftId: number): Promise<AdminKujiDraft> {
  const [row] = await db.select().from(kujiDrafts).where(eq(kujiDrafts.id, draftId));
  if (!row) fail('KUJI_DRAFT_NOT_FOUND');
  return toDraft(row);
}

/** Drafts and the campaigns they became, newest first. */
export async function listDrafts(db: Db, q: { page?: number | undefined; page_size?: number | undefined }) {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  const rows = await db
    .select({ row: kujiDrafts, total: totalRows() })
    .from(kujiDrafts)
    .orderBy(desc(kujiDrafts.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  return {
    data: rows.map((r) => toDraft(r.row)),
    page,
    page_size: pageSize,
    total: await pageTotal(db, page, rows, kujiDrafts, undefined),
  };
}

const texts = (t: { tw: string; cn: string; en: string }) => ({ tw: t.tw, cn: t.cn, en: t.en });

/** The draft's settings as openCampaign takes them: tiers lettered A, B, … in order, drawn by the shop's beacon. */
function campaignOf(ctx: Ctx, s: AdminKujiDraftBody): NewCampaign {
  return {
    title: texts(s.title),
    ...(s.description ? { description: texts(s.description) } : {}),
    price: s.price,
    image: s.image,
    adult: s.adult ?? false,
    startsAt: new Date(s.starts_at),
    endsAt: new Date(s.ends_at),
    perOrderLimit: s.per_order_limit,
    memberLimit: s.member_limit ?? null,
    tiers: s.tiers.map((t, i) => ({ tier: String.fromCharCode(65 + i), name: texts(t.name), image: t.image, count: t.count })),
    lastOne: { name: texts(s.last_one.name), image: s.last_one.image },
    // v2: every paid order's tickets are picked by a public beacon round; there is no secret to keep.
    beacon: ctx.beacon.chain(),
  };
}

/**
 * Opens the draft: the campaign, its box and its commitment (openCampaign), its waiting room if it has one, and
 * the audit row, in one transaction holding the draft, so a second opening (or two at once) finds it opened.
 */
export async function openDraft(ctx: Ctx, operator: SignedInOperator, draftId: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const draft = await lockedDraft(tx, draftId);
    const spec = draft.spec as AdminKujiDraftBody;
    checkSettings(ctx, spec);
    if (new Date(spec.ends_at) <= new Date()) fail('ADMIN_KUJI_WINDOW');
    const campaign = campaignOf(ctx, spec);
    const kujiId = await openCampaign(tx, campaign);
    if (spec.drop) {
      const { admit_per_minute: rate, buy_window_seconds: window } = spec.drop;
      await tx.insert(drops).values({
        kind: 'kuji',
        targetId: kujiId,
        opensAt: roomOpensAt(spec),
        startsAt: campaign.startsAt,
        admitPerMinute: rate,
        buyWindowSeconds: window,
        cursorPosition: firstAdmitted(rate),
        cursorAt: campaign.startsAt,
      });
    }
    await tx
      .update(kujiDrafts)
      .set({ kujiId, openedAt: sql`now()` })
      .where(eq(kujiDrafts.id, draftId));
    await recordAudit(tx, operator, {
      action: 'kuji.open',
      target: 'kuji',
      targetId: kujiId,
      before: { draft_id: draftId },
      after: {
        draft_id: draftId,
        kuji_id: kujiId,
        tickets_total: campaign.tiers.reduce((n, t) => n + t.count, 0),
        beacon_chain: campaign.beacon?.chain_hash ?? null,
        drop: spec.drop ?? null,
      },
    });
    return kujiId;
  });
}
