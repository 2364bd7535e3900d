import type { FastifyRequest } from 'fastify';

/** What the cache checks on every read: the catalogue's generation and the current stock of some products. */
export interface CatalogueState {
  /** A number that changes whenever a write changes what the cache holds (triggers of migration 0007). */
  generation: number;
  /** Stock by product id, of the products asked for. */
  stock: ReadonlyMap<number, number>;
}

/** Reads the state in one statement, stock of `productIds` included (platform/catalogue-state.ts). */
export type CatalogueStateSource = (productIds: readonly number[]) => Promise<CatalogueState>;

/**
 * The part of an answer that sales move (stock, and what derives from it): never kept, but read with the
 * generation on every hit and laid over the cached answer, so an order is seen by the very next read.
 */
export interface LiveStock<T> {
  /** The products whose stock `value` shows. */
  productIds(value: T): number[];
  /** `value` as it reads with this stock; the same object when nothing it shows changed. */
  withStock(value: T, stock: ReadonlyMap<number, number>): T;
}

export interface CacheOptions<T> {
  live?: LiveStock<T>;
  /**
   * Serves an entry for at most this long: for answers that change with the clock or with sales and have no live
   * part (the kuji list: on-sale status and tickets left). Without it an entry lasts until the catalogue changes.
   */
  maxAgeMs?: number;
}

interface Entry {
  at: number;
  generation: number;
  productIds: number[];
  value: unknown;
}

/**
 * Public catalogue reads, keyed by language and URL, each served only under the catalogue generation it was read
 * at: any edit (by any process on the database, or by hand) is served on the next read, and nothing expires by
 * the clock unless asked to (`maxAgeMs`). Stock is not cached: each hit reads it fresh along with the generation
 * (`live`). Anything that sells (cart, orders) reads the database directly.
 */
export class ReadCache {
  private entries = new Map<string, Entry>();
  private inflight = new Map<string, Promise<unknown>>();

  constructor(
    /** Null turns caching off (every read loads). */
    private readonly state: CatalogueStateSource | null,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(req: FastifyRequest, load: () => Promise<T>, opts: CacheOptions<NoInfer<T>> = {}): Promise<T> {
    if (!this.state) return load();
    const key = `${req.locale}|${req.url}`;
    const hit = this.entries.get(key);
    // Read before any load: an entry then holds data at least as new as the generation it is filed under.
    const state = await this.state(hit?.productIds ?? []);
    if (hit && hit.generation === state.generation && (opts.maxAgeMs === undefined || this.now() - hit.at < opts.maxAgeMs)) {
      // Filed again at the end: eviction drops the entry read least recently.
      this.entries.delete(key);
      this.entries.set(key, hit);
      if (!opts.live) return hit.value as T;
      // Kept as laid over, so later hits copy nothing until stock moves again; every hit lays over afresh.
      hit.value = opts.live.withStock(hit.value as T, state.stock);
      return hit.value as T;
    }
    // Concurrent misses for one key and generation share a single database read.
    const flight = `${state.generation}|${key}`;
    const pending = this.inflight.get(flight) as Promise<T> | undefined;
    if (pending) {
      const value = await pending;
      if (!opts.live) return value;
      // That read may have begun before this request arrived, and so before a sale it must show.
      return opts.live.withStock(value, (await this.state(opts.live.productIds(value))).stock);
    }
    const p = load()
      .then((value) => {
        // A slower read of an older generation never replaces a newer one.
        if ((this.entries.get(key)?.generation ?? state.generation) > state.generation) return value;
        this.entries.delete(key);
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        const productIds = opts.live?.productIds(value) ?? [];
        this.entries.set(key, { at: this.now(), generation: state.generation, productIds, value });
        return value;
      })
      .finally(() => this.inflight.delete(flight));
    this.inflight.set(flight, p);
    return p;
  }
}
