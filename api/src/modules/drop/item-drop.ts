import { and, eq } from 'drizzle-orm';
import type { DropKind, ItemDrop } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { drops } from '../../db/schema';

/** An item read's `drop`: its times, or null when it sells without a queue (its page then asks nothing of drop/…). */
export async function itemDrop(db: Db, kind: DropKind, targetId: number): Promise<ItemDrop | null> {
  const [d] = await db
    .select({ opensAt: drops.opensAt, startsAt: drops.startsAt })
    .from(drops)
    .where(and(eq(drops.kind, kind), eq(drops.targetId, targetId)));
  return d ? { opens_at: d.opensAt.toISOString(), starts_at: d.startsAt.toISOString() } : null;
}
