import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cacheGenerations, products } from '../db/schema';
import type { CatalogueState, CatalogueStateSource } from './cache';

/**
 * The catalogue cache's one read per request: the generation and the stock of the products a cached answer shows,
 * in one statement (one snapshot), prepared once. Callers that arrive while a read is under way share the next
 * one, which asks for all their products: at most one read runs and one waits. A caller never joins a read that
 * began before it arrived (it may predate a write the caller has already seen committed).
 *
 * On PGlite (`catalogueChanges`), while no change to products or to the generation has committed since the last
 * read began, that read still holds: it answers the products it covered without a query.
 */
export function catalogueStateReader(database: Pick<Database, 'db' | 'timer' | 'catalogueChanges'>): CatalogueStateSource {
  const { db, timer, catalogueChanges } = database;
  const query = db
    .select({ generation: cacheGenerations.generation, id: products.id, stock: products.stock })
    .from(cacheGenerations)
    .leftJoin(products, sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
    .where(eq(cacheGenerations.name, 'catalogue'))
    .prepare('catalogue_state');

  /** The last reads, while no change has committed since (PGlite): their generation and all the stock they saw. */
  let held: { changes: number; generation: number; stock: Map<number, number> } | undefined;
  const read = async (ids: number[]): Promise<CatalogueState> => {
    const before = catalogueChanges?.();
    // Outside any request's timing: each caller is timed for its own wait instead (below).
    const rows = await (timer ? timer.outside(() => query.execute({ ids })) : query.execute({ ids }));
    const stock = new Map<number, number>();
    for (const r of rows) if (r.id !== null && r.stock !== null) stock.set(r.id, r.stock);
    const generation = rows[0]?.generation ?? 0;
    if (before !== undefined) {
      // Held as of `before`: a change committed since (even one this read saw) moves the count and ends it.
      if (held?.changes === before && held.generation === generation) for (const [id, n] of stock) held.stock.set(id, n);
      else held = { changes: before, generation, stock: new Map(stock) };
    }
    return { generation, stock };
  };
  const fromHeld = (ids: readonly number[]): CatalogueState | undefined => {
    if (!held || catalogueChanges?.() !== held.changes || !ids.every((id) => held!.stock.has(id))) return undefined;
    return { generation: held.generation, stock: held.stock };
  };

  let running: Promise<CatalogueState> | undefined;
  let next: { ids: Set<number>; state: Promise<CatalogueState> } | undefined;
  const start = (ids: Iterable<number>) => {
    const p = read([...ids]);
    running = p;
    void p
      .finally(() => {
        if (running === p) running = undefined;
      })
      .catch(() => {});
    return p;
  };
  const join = (ids: readonly number[]): Promise<CatalogueState> => {
    if (!running) return start(ids);
    if (!next) {
      const batch = new Set<number>();
      const state = running
        .catch(() => {})
        .then(() => {
          next = undefined;
          return start(batch);
        });
      next = { ids: batch, state };
    }
    for (const id of ids) next.ids.add(id);
    return next.state;
  };
  return (ids) => {
    const known = fromHeld(ids);
    if (known) return Promise.resolve(known);
    return timer ? timer.time(() => join(ids)) : join(ids);
  };
}
