import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

const byTarget = (kind: DropKind, targetId: number) => and(eq(drops.kind, kind), eq(drops.targetId, targetId));

/**
 * A column named with its table: drizzle leaves the table out when a select has one, and inside these subqueries
 * an unqualified `id` would be the subquery's own.
 */
const qualified = (column: AnyPgColumn) => sql`${column.table}.${sql.identifier(column.name)}`;

/** SQL: what is left of the drop's item (tickets not held, or units in stock). */
const leftSql = sql<number>`case when ${qualified(drops.kind)} = 'kuji'
  then (select ${qualified(kujis.ticketsTotal)} - ${qualified(kujis.reserved)} from ${kujis} where ${qualified(kujis.id)} = ${qualified(drops.targetId)})
  else (select ${qualified(products.stock)} from ${products} where ${qualified(products.id)} = ${qualified(drops.targetId)}) end`;

/** SQL: places waiting for the draw (counted only before it; after it the drop's row tells how many wait). */
const earlySql = sql<number>`case when ${qualified(drops.shuffledAt)} is null
  then (select count(*)::int from ${dropPlaces} where ${qualified(dropPlaces.dropId)} = ${qualified(drops.id)} and ${qualified(dropPlaces.ordinal)} is null)
  else 0 end`;

/** A drop's row with what its pages show: what is left, and how many wait for the draw. */
const dropWithCounts = { drop: drops, left: leftSql, early: earlySql };

export interface DropWithCounts {
  drop: DropRow;
  left: number | null;
  early: number | null;
}

/**
 * Places neither admitted nor used. After the draw, the ordinals past the admitted count (those behind it were given
 * and admitted, or skipped while the queue was empty), read off the drop's row; before it, the early places.
 */
const waitingOf = (d: DropRow, early: number, now: Date) =>
  d.shuffledAt ? Math.max(0, d.nextOrdinal - 1 - admittedThrough(d, now)) : early;

export const infoFrom = (row: DropWithCounts, now: Date): DropInfo =>
  infoOf(row.drop, Math.max(0, Number(row.left ?? 0)), waitingOf(row.drop, Number(row.early ?? 0), now), now);

/** The drops with these ids, with their counts, in one query. */
export async function readDrops(db: Db, ids: number[]): Promise<DropWithCounts[]> {
  if (ids.length === 0) return [];
  return db.select(dropWithCounts).from(drops).where(inArray(drops.id, ids));
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
  const [row] = await readDrops(db, [d.id]);
  return infoFrom(row ?? { drop: d, left: 0, early: 0 }, now);
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
async function placeOf(db: Db, d: DropRow, holder: string): Promise<PlaceRow | undefined> {
  const [row] = await db
    .select()
    .from(dropPlaces)
    .where(and(eq(dropPlaces.dropId, d.id), eq(dropPlaces.holder, holder)));
  return row;
}

/** Reads a drop's row (one query), again after the draw when the start has passed without it. */
async function drawnFirst<R extends { drop: DropRow }>(db: Db, now: Date, read: () => Promise<R | undefined>) {
  const row = await read();
  if (!row || row.drop.shuffledAt || now < row.drop.startsAt) return row;
  await ensureShuffled(db, row.drop, now);
  return read();
}

/** The drop with its counts in one query, the draw made first when due. Undefined when the item is no drop. */
export async function findInfo(
  db: Db,
  kind: DropKind,
  targetId: number,
  now: Date,
): Promise<{ drop: DropRow; info: DropInfo } | undefined> {
  const row = await drawnFirst(db, now, async () => {
    const [r] = await db.select(dropWithCounts).from(drops).where(byTarget(kind, targetId));
    return r;
  });
  return row && { drop: row.drop, info: infoFrom(row, now) };
}

/**
 * The drop with its counts and the holder's place (if any) in one query, the draw made first when the start has
 * passed without it. Undefined when the item is no drop.
 */
export async function findPlace(
  db: Db,
  kind: DropKind,
  targetId: number,
  holder: string,
  now: Date,
): Promise<{ drop: DropRow; place: PlaceRow | null; info: DropInfo } | undefined> {
  const row = await drawnFirst(db, now, async () => {
    const [r] = await db
      .select({ ...dropWithCounts, place: dropPlaces })
      .from(drops)
      .leftJoin(dropPlaces, and(eq(dropPlaces.dropId, drops.id), eq(dropPlaces.holder, holder)))
      .where(byTarget(kind, targetId));
    return r;
  });
  return row && { drop: row.drop, place: row.place, info: infoFrom(row, now) };
}

/**
 * Whether place `placeId` is one of this drop's, in one query: 40460 when the item is no drop, false when the
 * place is not (or no longer) there.
 */
export async function isPlaceOf(db: Db, kind: DropKind, targetId: number, placeId: number): Promise<boolean> {
  const [row] = await db
    .select({ place: dropPlaces.id })
    .from(drops)
    .leftJoin(dropPlaces, and(eq(dropPlaces.id, placeId), eq(dropPlaces.dropId, drops.id)))
    .where(byTarget(kind, targetId));
  if (!row) fail('DROP_NOT_FOUND');
  return row.place !== null;
}

/** The waiting page's read: the holder's place in the drop; 40460 when the item is no drop or they have none. */
export async function readPlace(
  db: Db,
  kind: DropKind,
  targetId: number,
  holder: string,
  now: Date,
): Promise<{ drop: DropRow; place: PlaceRow; info: DropInfo }> {
  const found = await findPlace(db, kind, targetId, holder, now);
  if (!found?.place) fail('DROP_NOT_FOUND');
  return { ...found, place: found.place };
}

/** Who holds a place: a member, else a visitor by the key their browser keeps (a new one when it has none). */
export function holderFor(userId: number | null, placeKey: string | undefined): { holder: string; key: string | null } {
  if (userId !== null) return { holder: `u:${userId}`, key: null };
  const key = placeKey && /^[A-Za-z0-9_-]{22,64}$/.test(placeKey) ? placeKey : randomBytes(24).toString('base64url');
  return { holder: `g:${createHash('sha256').update(key).digest('base64url')}`, key };
}

/**
 * Joins the holder to the room (under the drop's row lock: callers first look for a place held already, which needs
 * none), or returns their place, with the drop's counts as the join leaves them. A place that was used or lapsed
 * queues again at the back.
 * Before the start a place has no ordinal yet; after it, the next one (never behind the admitted count, so a queue
 * that emptied does not bank admissions for a crowd arriving later).
 */
export async function joinPlace(
  db: Db,
  d: DropRow,
  who: { holder: string; ip: string | null; visitor: boolean },
  placesPerIp: number,
  now: Date,
): Promise<{ drop: DropRow; place: PlaceRow; info: DropInfo }> {
  if (now < d.opensAt) fail('DROP_NOT_OPEN');
  const started = now >= d.startsAt || d.shuffledAt !== null;
  try {
    return await db.transaction(async (tx) => {
      // Before the start: a share lock, so the draw at the start waits for this join and sees its place. The lock's
      // statement reads the counts too: the answer needs no read after the join.
      const locked = (
        await tx
          .select(dropWithCounts)
          .from(drops)
          .where(eq(drops.id, d.id))
          .for(started ? 'update' : 'share')
      )[0]!;
      let drop = locked.drop;
      const joined = (place: PlaceRow, added: boolean) => ({
        drop,
        place,
        info: infoFrom({ ...locked, drop, early: Number(locked.early ?? 0) + (added ? 1 : 0) }, now),
      });
      // The draw happened meanwhile (another replica's clock is a little ahead): join as after the start.
      if (!started && drop.shuffledAt) throw new DrawnMeanwhile(drop);
      if (started) drop = await shuffleLocked(tx, drop, now);
      const mine = await placeOf(tx, d, who.holder);
      if (mine && !settled(drop, mine, now)) return joined(mine, false);
      if (!mine && who.visitor && who.ip) await checkPlacesPerIp(tx, d, who.ip, placesPerIp);
      let ordinal: number | null = null;
      if (started) {
        ordinal = Math.max(drop.nextOrdinal, admittedThrough(drop, now));
        const [moved] = await tx
          .update(drops)
          .set({ nextOrdinal: ordinal + 1 })
          .where(eq(drops.id, d.id))
          .returning();
        drop = moved!;
      }
      const values = { ordinal, joinedAt: now, usedAt: null, ip: who.ip };
      // Before the draw, a place written with no ordinal is one more early place than the lock counted.
      if (mine) {
        const [place] = await tx.update(dropPlaces).set(values).where(eq(dropPlaces.id, mine.id)).returning();
        return joined(place!, !started && mine.ordinal !== null);
      }
      // The same shopper joining twice at once (two tabs): the second finds the first's place.
      const [place] = await tx
        .insert(dropPlaces)
        .values({ dropId: d.id, holder: who.holder, ...values })
        .onConflictDoNothing({ target: [dropPlaces.dropId, dropPlaces.holder] })
        .returning();
      return place ? joined(place, !started) : joined((await placeOf(tx, d, who.holder))!, false);
    });
  } catch (err) {
    // It joins when it is let in: after the draw, at the back (its arrival is now, not when it asked).
    if (err instanceof DrawnMeanwhile) return joinPlace(db, err.drop, who, placesPerIp, new Date());
    throw err;
  }
}

class DrawnMeanwhile extends Error {
  constructor(readonly drop: DropRow) {
    super('drawn meanwhile');
  }
}

/** A visitor's new place is refused past the cap of places per address (taken under a lock on the address). */
async function checkPlacesPerIp(tx: Db, d: DropRow, ip: string, cap: number): Promise<void> {
  await lockHolder(tx, [`drop:${d.id}:ip:${ip}`]);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(dropPlaces)
    .where(and(eq(dropPlaces.dropId, d.id), eq(dropPlaces.ip, ip), sql`${dropPlaces.holder} like 'g:%'`));
  if (n >= cap) fail('DROP_PLACES_LIMIT');
}

/** A place done with: it bought, or its window passed. */
export const settled = (d: DropRow, p: PlaceRow, now: Date) => {
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
