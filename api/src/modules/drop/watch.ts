import { inArray } from 'drizzle-orm';
import { dropPlaceEvent } from '@shop/shared/contract';
import type { Db, ErrorLog } from '../../db/client';
import { dropPlaces } from '../../db/schema';
import { heartbeat, sseEvent } from '../../platform/event-stream';
import type { DropPasses } from './passes';
import { describePlace, ensureShuffled, infoFrom, readDrops } from './service';

// The process's open place streams. Places move with the clock, so once a second (while any stream is open) the
// hub reads the watched places and their drops in two queries, and writes to each stream what changed
// for it. A rate change or a sale anywhere reaches every stream within a tick, from any replica.

interface Watcher {
  placeId: number;
  write(text: string): void;
  last?: string;
  quietTicks: number;
}

export interface DropWatchOptions {
  db: Db;
  passes: DropPasses;
  log: ErrorLog;
  tickMs?: number;
  /** Ticks without news before a comment line keeps the stream open. */
  heartbeatTicks?: number;
}

export class DropWatch {
  private readonly watchers = new Set<Watcher>();
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;

  constructor(private readonly options: DropWatchOptions) {}

  /** Follows a place: writes its state now and whenever it changes; returns what stops it. */
  join(placeId: number, write: (text: string) => void): () => void {
    const w: Watcher = { placeId, write, quietTicks: 0 };
    this.watchers.add(w);
    this.timer ??= setInterval(() => void this.tick(), this.options.tickMs ?? 1000).unref();
    void this.tick();
    return () => {
      this.watchers.delete(w);
      if (this.watchers.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
    };
  }

  close(): void {
    this.watchers.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async tick(): Promise<void> {
    if (this.ticking || this.watchers.size === 0) return;
    this.ticking = true;
    try {
      await this.send(new Date());
    } catch (err) {
      // The next tick tries again (the database may be back by then); streams stay open meanwhile.
      this.options.log.error({ err }, 'drop streams: reading places failed');
    } finally {
      this.ticking = false;
    }
  }

  /** The watched places, then their drops with counts: two queries a tick, whatever the number of streams. */
  private async read(watched: Watcher[]) {
    const { db } = this.options;
    const places = await db
      .select()
      .from(dropPlaces)
      .where(inArray(dropPlaces.id, [...new Set(watched.map((w) => w.placeId))]));
    const rows = await readDrops(db, [...new Set(places.map((p) => p.dropId))]);
    return { places, rows };
  }

  private async send(now: Date): Promise<void> {
    const { db, passes } = this.options;
    const watched = [...this.watchers];
    let { places, rows } = await this.read(watched);
    // A drop whose start passed undrawn is drawn first; its places and counts are then read again.
    const due = rows.filter((r) => !r.drop.shuffledAt && now >= r.drop.startsAt);
    if (due.length > 0) {
      for (const r of due) await ensureShuffled(db, r.drop, now);
      ({ places, rows } = await this.read(watched));
    }
    const dropsById = new Map(rows.map((r) => [r.drop.id, r]));
    const placesById = new Map(places.map((p) => [p.id, p]));
    const texts = new Map<number, string>();
    for (const p of places) {
      const d = dropsById.get(p.dropId)!;
      // server_time alone changes every tick: it is left out of the comparison by sending it only with news.
      texts.set(p.id, sseEvent(dropPlaceEvent, await describePlace(passes, d.drop, p, infoFrom(d, now), null, now)));
    }
    for (const w of watched) {
      const text = placesById.has(w.placeId) ? texts.get(w.placeId) : undefined;
      const news = text && withoutClock(text) !== (w.last && withoutClock(w.last));
      if (news) {
        w.last = text;
        w.quietTicks = 0;
        w.write(text);
      } else if (++w.quietTicks >= (this.options.heartbeatTicks ?? 15)) {
        w.quietTicks = 0;
        w.write(heartbeat);
      }
    }
  }
}

const withoutClock = (text: string) => text.replace(/"server_time":"[^"]*"/, '');
