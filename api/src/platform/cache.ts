import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { cacheGenerations } from '../db/schema';

/** The catalogue's generation: a number that changes whenever a write changes what the cache holds. */
export type GenerationSource = () => Promise<number>;

/**
 * Short-lived cache of public catalogue reads, keyed by language and URL. Browsing tolerates stock a second old;
 * anything that sells (cart, orders) reads the database directly. An entry is served only under the catalogue
 * generation it was read at, so an edit (by any process on the database, or by hand) is served on the next read;
 * stock and ticket counts, which sales change all the time, do not bump the generation and age out with the TTL.
 */
export class ReadCache {
  private entries = new Map<string, { at: number; generation: number; value: unknown }>();
  private inflight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly ttlMs: number,
    private readonly generation: GenerationSource = async () => 0,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(req: FastifyRequest, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const key = `${req.locale}|${req.url}`;
    // Read before the load: the entry then holds data at least as new as the generation it is filed under.
    const generation = await this.generation();
    const hit = this.entries.get(key);
    if (hit && hit.generation === generation && this.now() - hit.at < this.ttlMs) return hit.value as T;
    // Concurrent misses for one key and generation share a single database read.
    const flight = `${generation}|${key}`;
    const pending = this.inflight.get(flight);
    if (pending) return pending as Promise<T>;
    const p = load()
      .then((value) => {
        // A slower read of an older generation never replaces a newer one.
        if ((this.entries.get(key)?.generation ?? generation) > generation) return value;
        // Filed again at the end, so that eviction drops the longest-kept entry first.
        this.entries.delete(key);
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, { at: this.now(), generation, value });
        return value;
      })
      .finally(() => this.inflight.delete(flight));
    this.inflight.set(flight, p);
    return p;
  }
}

/**
 * Reads the `cache_generations` row, one query shared by every caller that arrives while none is under way.
 * A caller never joins a query that started before it arrived (that query may predate a write the caller has
 * already seen committed): it waits for the next one, so at most one query runs and one waits at any time.
 */
export function generationReader(db: Db, name: string): GenerationSource {
  const query = db
    .select({ generation: cacheGenerations.generation })
    .from(cacheGenerations)
    .where(eq(cacheGenerations.name, name))
    .prepare(`cache_generation_${name}`);
  let running: Promise<number> | undefined;
  let next: Promise<number> | undefined;
  const start = (): Promise<number> => {
    const p = query.execute().then((rows) => rows[0]?.generation ?? 0);
    running = p;
    void p
      .finally(() => {
        if (running === p) running = undefined;
      })
      .catch(() => {});
    return p;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => {})
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
