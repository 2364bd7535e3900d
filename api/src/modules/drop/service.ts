import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DropInfo, DropKind, DropPlace } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { dropPlaces, drops, kujis, products } from '../../db/schema';
import { fail } from '../../platform/errors';
import { lockHolder } from '../../platform/holder';
import type { DropPasses } from './passes';
import { admittedThrough, standing, type DropRow, type PlaceRow } from './schedule';

// A drop's waiting room in the database: places join before the start with no order, are put in a random order
// once at the start (whoever comes first: a join, a read or the sweep), and join after it at the back. State is
// only here, so any replica answers for any place, and a restart loses none.

export async function findDrop(db: Db, kind: DropKind, targetId: number): Promise<DropRow | undefined> {
  const [row] = await db
    .select()
    .from(drops)
    .where(and(eq(drops.kind, kind), eq(drops.targetId, targetId)));
  return row;
}

export async function requireDrop(db: Db, kind: DropKind, targetId: number): Promise<DropRow> {
  return (await findDrop(db, kind, targetId)) ?? fail('DROP_NOT_FOUND');
}

/** Tickets (kuji) or units (product) still on sale. */
export async function leftOf(db: Db, d: DropRow): Promise<number> {
  const [row] =
    d.kind === 'kuji'
      ? await db
          .select({ left: sql<number>`${kujis.ticketsTotal} - ${kujis.reserved}` })
          .from(kujis)
          .where(eq(kujis.id, d.targetId))
      : await db.select({ left: products.stock }).from(products).where(eq(products.id, d.targetId));
  return Math.max(0, Number(row?.left ?? 0));
}

/** Places neither admitted nor used. */
async function waitingCount(db: Db, d: DropRow, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dropPlaces)
    .where(
      and(
        eq(dropPlaces.dropId, d.id),
        isNull(dropPlaces.usedAt),
        or(isNull(dropPlaces.ordinal), gt(dropPlaces.ordinal, admittedThrough(d, now))),
      ),
    );
  return row!.n;
}

export const infoOf = (d: DropRow, left: number, waiting: number, now: Date): DropInfo => ({
  kind: d.kind,
  target_id: d.targetId,
  opens_at: d.opensAt.toISOString(),
  starts_at: d.startsAt.toISOString(),
  admit_per_minute: d.admitPerMinute,
  buy_window_seconds: d.buyWindowSeconds,
  left,
  waiting,
  server_time: now.toISOString(),
});

export async function readInfo(db: Db, d: DropRow, now: Date): Promise<DropInfo> {
  const [left, waiting] = await Promise.all([leftOf(db, d), waitingCount(db, d, now)]);
  return infoOf(d, left, waiting, now);
}

/**
 * Puts the places that joined before the start in a random order (ordinals 1…n), once; returns the drop as it
 * then is. Inside `tx`, holding the drop's row: no join slips between the draw and the next ordinal.
 */
async function shuffleLocked(tx: Db, d: DropRow, now: Date): Promise<DropRow> {
  if (d.shuffledAt || now < d.startsAt) return d;
  // gen_random_uuid() draws from the database's strong random source: nobody can predict or steer the order.
  const drawn = tx
    .select({ id: dropPlaces.id, n: sql<number>`row_number() over (order by gen_random_uuid())`.as('n') })
    .from(dropPlaces)
    .where(and(eq(dropPlaces.dropId, d.id), isNull(dropPlaces.ordinal)))
    .as('drawn');
  const placed = await tx
    .update(dropPlaces)
    .set({ ordinal: sql`${drawn.n}` })
    .from(drawn)
    .where(eq(dropPlaces.id, drawn.id))
    .returning({ id: dropPlaces.id });
  const n = placed.length;
  const [row] = await tx
    .update(drops)
    .set({ shuffledAt: now, nextOrdinal: n + 1 })
    .where(eq(drops.id, d.id))
    .returning();
  return row!;
}

const lockDrop = async (tx: Db, id: number, mode: 'update' | 'share') =>
  (await tx.select().from(drops).where(eq(drops.id, id)).for(mode))[0]!;

/** The drop with its early places in their order, once it has started (the sweep and every read call this). */
export async function ensureShuffled(db: Db, d: DropRow, now: Date): Promise<DropRow> {
  if (d.shuffledAt || now < d.startsAt) return d;
  return db.transaction(async (tx) => shuffleLocked(tx, await lockDrop(tx, d.id, 'update'), now));
}

/** The holder's place, if any. */
export async function placeOf(db: Db, d: DropRow, holder: string): Promise<PlaceRow | undefined> {
  const [row] = await db
    .select()
    .from(dropPlaces)
    .where(and(eq(dropPlaces.dropId, d.id), eq(dropPlaces.holder, holder)));
  return row;
}

export async function placeById(db: Db, id: number): Promise<PlaceRow | undefined> {
  const [row] = await db.select().from(dropPlaces).where(eq(dropPlaces.id, id));
  return row;
}

/** Who holds a place: a member, else a visitor by the key their browser keeps (a new one when it has none). */
export function holderFor(userId: number | null, placeKey: string | undefined): { holder: string; key: string | null } {
  if (userId !== null) return { holder: `u:${userId}`, key: null };
  const key = placeKey && /^[A-Za-z0-9_-]{22,64}$/.test(placeKey) ? placeKey : randomBytes(24).toString('base64url');
  return { holder: `g:${createHash('sha256').update(key).digest('base64url')}`, key };
}

/**
 * Joins the holder to the room, or returns their place. A place that was used or lapsed queues again at the back.
 * Before the start a place has no ordinal yet; after it, the next one (never behind the admitted count, so a queue
 * that emptied does not bank admissions for a crowd arriving later).
 */
export async function joinPlace(
  db: Db,
  d: DropRow,
  who: { holder: string; ip: string | null; visitor: boolean },
  placesPerIp: number,
  now: Date,
): Promise<{ drop: DropRow; place: PlaceRow }> {
  if (now < d.opensAt) fail('DROP_NOT_OPEN');
  return db.transaction(async (tx) => {
    const started = now >= d.startsAt;
    // Before the start: a share lock, so the draw at the start waits for this join and sees its place.
    let drop = await lockDrop(tx, d.id, started ? 'update' : 'share');
    const [mine] = await tx
      .select()
      .from(dropPlaces)
      .where(and(eq(dropPlaces.dropId, d.id), eq(dropPlaces.holder, who.holder)));
    if (mine && (mine.ordinal === null || !settled(drop, mine, now))) return { drop, place: mine };
    if (!mine && who.visitor && who.ip) {
      await lockHolder(tx, [`drop:${d.id}:ip:${who.ip}`]);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(dropPlaces)
        .where(and(eq(dropPlaces.dropId, d.id), eq(dropPlaces.ip, who.ip), sql`${dropPlaces.holder} like 'g:%'`));
      if (n >= placesPerIp) fail('DROP_PLACES_LIMIT');
    }
    let ordinal: number | null = null;
    if (drop.shuffledAt || started) {
      if (!started) drop = await lockDrop(tx, d.id, 'update');
      drop = await shuffleLocked(tx, drop, now);
      ordinal = Math.max(drop.nextOrdinal, admittedThrough(drop, now));
      drop = (
        await tx
          .update(drops)
          .set({ nextOrdinal: ordinal + 1 })
          .where(eq(drops.id, d.id))
          .returning()
      )[0]!;
    }
    const values = { ordinal, joinedAt: now, usedAt: null, ip: who.ip };
    const [place] = mine
      ? await tx.update(dropPlaces).set(values).where(eq(dropPlaces.id, mine.id)).returning()
      : await tx
          .insert(dropPlaces)
          .values({ dropId: d.id, holder: who.holder, ...values })
          .returning();
    return { drop, place: place! };
  });
}

/** A place done with: it bought, or its window passed. */
const settled = (d: DropRow, p: PlaceRow, now: Date) => {
  const s = standing(d, p, 1, now).state;
  return s === 'used' || s === 'lapsed';
};

/** The place as its holder sees it, with the admission when it may buy. */
export async function describePlace(
  passes: DropPasses,
  d: DropRow,
  place: PlaceRow,
  info: DropInfo,
  placeKey: string | null,
  now: Date,
): Promise<DropPlace> {
  const s = standing(d, place, info.left, now);
  const admission =
    s.state === 'admitted'
      ? await passes.admission({ dropId: d.id, placeId: place.id, ordinal: place.ordinal!, holder: place.holder }, s.until!)
      : null;
  return {
    drop: info,
    state: s.state,
    position: s.position,
    estimated_wait_seconds: s.waitSeconds,
    admission,
    admitted_until: s.until?.toISOString() ?? null,
    place_key: placeKey,
    watch: await passes.watch(place.id, now),
  };
}
