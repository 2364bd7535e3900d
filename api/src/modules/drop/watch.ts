import { inArray } from 'drizzle-orm';
import { dropPlaceEvent } from '@shop/shared/contract';
import type { Db, ErrorLog } from '../../db/client';
import { dropPlaces } from '../../db/schema';
import { heartbeat, sseEvent } from '../../platform/event-stream';
import type { DropPasses } from './passes';
import { standing, type PlaceStanding } from './schedule';
import { describePlace, ensureShuffled, infoFrom, readDrops } from './service';

// The process's open place streams. Places move with the clock, so once a second (while any stream is open) the
// hub reads the watched places and their drops in two queries, and writes to each stream what changed for it: a
// new state at once (the start, an admission, sold out), a new position at the pace the page would poll at. A new
// stream gets its place at once, in a read of the new streams alone.

interface Watcher {
  placeId: number;
  write(text: string): void;
  last?: string;
  /** The state last sent, and when the place was last described for this stream. */
  lastState?: string;
  describedAt: number;
  quietTicks: number;
}

/**
 * How long a place in the same state waits before it is described again: each second as its turn nears, up to 5 s
 * far from it or before the start (the waiting page's own polling pace); each second once admitted.
 */
const paceMs = (s: PlaceStanding) =>
  s.state === 'waiting' ? Math.min(5_000, Math.max(1_000, (s.waitSeconds ?? 1) * 500)) : s.state === 'admitted' ? 1_000 : 5_000;

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
  /** A read of the new streams is under way; another was asked for meanwhile. */
  private greeting = false;
  private greetAgain = false;

  constructor(private readonly options: DropWatchOptions) {}

  /** Follows a place: writes its state now and whenever it changes; returns what stops it. */
  join(placeId: number, write: (text: string) => void): () => void {
    const w: Watcher = { placeId, write, quietTicks: 0, describedAt: 0 };
    this.watchers.add(w);
    this.timer ??= setInterval(() => void this.tick(), this.options.tickMs ?? 1000).unref();
    void this.greet();
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
      await this.send([...this.watchers], new Date());
    } catch (err) {
      // The next tick tries again (the database may be back by then); streams stay open meanwhile.
      this.options.log.error({ err }, 'drop streams: reading places failed');
    } finally {
      this.ticking = false;
    }
  }

  /** Sends the new streams their place now (joins in a burst share a read), without a tick over every stream. */
  private async greet(): Promise<void> {
    if (this.greeting) {
      this.greetAgain = true;
      return;
    }
    this.greeting = true;
    try {
      do {
        this.greetAgain = false;
        const fresh = [...this.watchers].filter((w) => w.last === undefined);
        if (fresh.length > 0) await this.send(fresh, new Date());
      } while (this.greetAgain);
    } catch (err) {
      this.options.log.error({ err }, 'drop streams: reading places failed');
    } finally {
      this.greeting = false;
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

  private async send(watched: Watcher[], now: Date): Promise<void> {
    const { db, passes } = this.options;
    let { places, rows } = await this.read(watched);
    // A drop whose start passed undrawn is drawn first; its places and counts are then read again.
    const due = rows.filter((r) => !r.drop.shuffledAt && now >= r.drop.startsAt);
    if (due.length > 0) {
      for (const r of due) await ensureShuffled(db, r.drop, now);
      ({ places, rows } = await this.read(watched));
    }
    const infos = new Map(rows.map((r) => [r.drop.id, { drop: r.drop, info: infoFrom(r, now) }]));
    const placesById = new Map(places.map((p) => [p.id, p]));
    const texts = new Map<number, string>();
    for (const w of watched) {
      const p = placesById.get(w.placeId);
      const d = p && infos.get(p.dropId);
      let news = false;
      if (p && d) {
        const s = standing(d.drop, p, d.info.left, now);
        if (s.state !== w.lastState || now.getTime() - w.describedAt >= paceMs(s)) {
          w.describedAt = now.getTime();
          let text = texts.get(p.id);
          if (text === undefined) {
            text = sseEvent(dropPlaceEvent, await describePlace(passes, d.drop, p, d.info, null, now));
            texts.set(p.id, text);
          }
          // server_time alone changes every time: it is left out of the comparison by sending it only with news.
          news = withoutClock(text) !== (w.last && withoutClock(w.last));
          // A stream closed while its place was described is written to no more.
          if (news && this.watchers.has(w)) {
            w.last = text;
            w.lastState = s.state;
            w.quietTicks = 0;
            w.write(text);
          }
        }
      }
      if (!news && ++w.quietTicks >= (this.options.heartbeatTicks ?? 15)) {
        w.quietTicks = 0;
        w.write(heartbeat);
      }
    }
  }
}

const withoutClock = (text: string) => text.replace(/"server_time":"[^"]*"/, '');
