import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DropKind } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { dropPlaces, drops } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Admission, DropPasses } from './passes';

// The purchase endpoints of a drop item (POST kuji-order, POST order) let a request through only with an admitted
// place's admission, for the caller, used once: the place is marked used in the very transaction that writes the
// order, so a refused order leaves it unused and two requests with one admission make one order.

/** Marks the admissions used inside the order's transaction; false when one already was. */
export type AdmissionClaim = (tx: Db) => Promise<boolean>;

/**
 * Checks the X-Drop-Admission header of a purchase of `targetIds` of `kind` (several admissions: comma-separated).
 * Undefined when none of them is a drop whose waiting room is open; else what claims the admissions.
 */
export async function checkAdmission(
  db: Db,
  passes: DropPasses,
  purchase: { kind: DropKind; targetIds: number[]; userId: number | null; header: string | undefined; now: Date },
): Promise<AdmissionClaim | undefined> {
  const gated = await db
    .select({ id: drops.id })
    .from(drops)
    .where(and(eq(drops.kind, purchase.kind), inArray(drops.targetId, purchase.targetIds), lte(drops.opensAt, purchase.now)));
  if (gated.length === 0) return undefined;
  const texts = (purchase.header ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 10);
  const admissions: Admission[] = await Promise.all(texts.map((t) => passes.readAdmission(t)));
  const needed = gated.map(({ id }) => admissions.find((a) => a.dropId === id) ?? fail('DROP_ADMISSION_REQUIRED'));
  // A member's admission is theirs alone; a visitor's is the bearer's (one use, and it expires within minutes).
  for (const a of needed) {
    if (purchase.userId !== null ? a.holder !== `u:${purchase.userId}` : !a.holder.startsWith('g:'))
      fail('DROP_ADMISSION_INVALID');
  }
  return async (tx) => {
    for (const a of needed) {
      const used = await tx
        .update(dropPlaces)
        .set({ usedAt: purchase.now })
        .where(
          and(
            eq(dropPlaces.id, a.placeId),
            eq(dropPlaces.dropId, a.dropId),
            eq(dropPlaces.holder, a.holder),
            eq(dropPlaces.ordinal, a.ordinal),
            isNull(dropPlaces.usedAt),
          ),
        )
        .returning({ id: dropPlaces.id });
      if (used.length === 0) return false;
    }
    return true;
  };
}

/** A retry of an order made already: what it answers, with nothing of this request kept. */
class Replayed<T> extends Error {
  constructor(readonly made: T) {
    super('replayed');
  }
}

/**
 * Runs an order's creation with its admissions claimed in the same transaction: first, so that the campaign's or
 * products' rows the order then locks are not held over the claim. An idempotent retry of an order made already
 * answers that order and uses no admission; any other order needs them unused (40960).
 */
export async function purchaseAdmitted<T extends { replayed: boolean }>(
  db: Db,
  claim: AdmissionClaim | undefined,
  create: (db: Db) => Promise<T>,
): Promise<T> {
  if (!claim) return create(db);
  try {
    return await db.transaction(async (tx) => {
      const claimed = await claim(tx);
      const made = await create(tx);
      if (made.replayed && claimed) throw new Replayed(made);
      if (!made.replayed && !claimed) fail('DROP_ADMISSION_USED');
      return made;
    });
  } catch (err) {
    if (err instanceof Replayed) return err.made as T;
    throw err;
  }
}
