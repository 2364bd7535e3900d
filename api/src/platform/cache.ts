import type { FastifyRequest } from 'fastify';

/**
 * Short-lived cache of public catalogue reads, keyed by language and URL. Browsing tolerates data
 * a second old; anything that sells (cart, orders) reads the database directly.
 */
export class ReadCache {
  private entries = new Map<string, { at: number; value: unknown }>();
  private inflight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(req: FastifyRequest, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const key = `${req.locale}|${req.url}`;
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value as T;
    // Concurrent misses for one key share a single database read.
    const pending = this.inflight.get(key);
    if (pending) return pending as Promise<T>;
    const p = load()
      .then((value) => {
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, { at: this.now(), value });
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    return p;
  }
}
