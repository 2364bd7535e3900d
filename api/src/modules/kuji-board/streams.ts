import type { Database, Db, ErrorLog } from '../../db/client';
import type { Locale } from '../../platform/locale';
import { StreamSlots } from '../../platform/stream-slots';
import { heartbeat } from '../../platform/event-stream';
import { boardChannel, boardEvent, readBoard } from './service';

// The process's open board streams and the one read per campaign that feeds them. A change notified by the
// database reads the campaign's board again, once per language watched, and writes the same text to each of its
// streams. Reads of a campaign never overlap: a change during a read asks for one more after it, no sooner than
// `minGapMs` after the last began, so a storm of sales costs a few reads a second, not one per sale.

export interface BoardStreamOptions {
  db: Db;
  listen: Database['listen'];
  log: ErrorLog;
  caps: { perProcess: number; perIp: number };
  /** Least time between two reads of one campaign's board. */
  minGapMs?: number;
  /** How often each stream gets a comment line while nothing happens. */
  heartbeatMs?: number;
  /** A client that leaves more than this unread is cut off (it reconnects and starts from the board). */
  maxBufferedBytes?: number;
}

/** A stream's end of the hub: what it is sent, and whether it still waits for its first board. */
export interface Watcher {
  readonly kujiId: number;
  readonly locale: Locale;
  /** Writes its first board (read after it joined), then any newer board that arrived meanwhile. */
  start(firstBoard: string): void;
  leave(): void;
}

interface Campaign {
  watchers: Set<WatcherState>;
  /** Reads begun so far; a watcher's first board was read after `reads` had this value when it joined. */
  reads: number;
  reading: boolean;
  again: boolean;
  lastReadAt: number;
}

interface WatcherState {
  locale: Locale;
  write(text: string): void;
  /** The last text written (nothing is written twice in a row). */
  last?: string;
  /** While waiting for its first board: `reads` when it joined, and the newest board read after that. */
  pending?: { since: number; held?: string };
}

const READ_RETRY_MS = 2_000;

export class BoardStreams {
  private readonly campaigns = new Map<number, Campaign>();
  private readonly slots: StreamSlots;
  private listening: Promise<() => Promise<void>> | undefined;
  private beat: NodeJS.Timeout | undefined;
  private readonly minGapMs: number;
  private readonly heartbeatMs: number;
  readonly maxBufferedBytes: number;

  constructor(private readonly options: BoardStreamOptions) {
    this.minGapMs = options.minGapMs ?? 100;
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
    this.maxBufferedBytes = options.maxBufferedBytes ?? 256 * 1024;
    this.slots = new StreamSlots(options.caps);
  }

  /** Streams open in this process now. */
  get size(): number {
    return this.slots.size;
  }

  /**
   * Counts a new stream from `ip` against the caps (503 when the process serves all it may, 429 when the address
   * holds all it may), and returns what gives its place back.
   */
  admit(ip: string): () => void {
    return this.slots.admit(ip);
  }

  /** Resolves once this process hears the database's board changes (the first stream opens its listening). */
  async listen(): Promise<void> {
    this.listening ??= this.options.listen(boardChannel, {
      notice: (payload) => this.changed(Number(payload)),
      // Changes may have gone unheard while the connection was down: every board watched is read again.
      resumed: () => {
        for (const id of this.campaigns.keys()) this.changed(id);
      },
    });
    try {
      await this.listening;
    } catch (err) {
      this.listening = undefined;
      throw err;
    }
  }

  /**
   * A stream of this campaign's board in `locale`, fed from now on; its first board must be read after this
   * (readBoard) and handed to `start`, so that no change between the two is lost.
   */
  join(kujiId: number, locale: Locale, write: (text: string) => void): Watcher {
    let campaign = this.campaigns.get(kujiId);
    if (!campaign)
      this.campaigns.set(kujiId, (campaign = { watchers: new Set(), reads: 0, reading: false, again: false, lastReadAt: 0 }));
    const state: WatcherState = { locale, write, pending: { since: campaign.reads } };
    campaign.watchers.add(state);
    this.beat ??= setInterval(() => this.beatAll(), this.heartbeatMs).unref();
    const c = campaign;
    return {
      kujiId,
      locale,
      start: (firstBoard) => {
        const held = state.pending?.held;
        state.pending = undefined;
        this.send(state, firstBoard);
        if (held !== undefined) this.send(state, held);
      },
      leave: () => {
        c.watchers.delete(state);
        if (c.watchers.size === 0 && !c.reading && this.campaigns.get(kujiId) === c) this.campaigns.delete(kujiId);
        if (this.campaigns.size === 0) {
          clearInterval(this.beat);
          this.beat = undefined;
        }
      },
    };
  }

  /** Stops listening (the streams themselves are ended by their server). */
  async close(): Promise<void> {
    clearInterval(this.beat);
    this.beat = undefined;
    const stop = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    // A database already closed has stopped listening with it.
    await stop?.().catch(() => {});
  }

  private send(state: WatcherState, text: string) {
    if (text === state.last) return;
    state.last = text;
    state.write(text);
  }

  private beatAll() {
    for (const c of this.campaigns.values()) for (const w of c.watchers) if (!w.pending) w.write(heartbeat);
  }

  /** The campaign changed: read it now, or once more after the read under way. */
  private changed(kujiId: number) {
    const c = this.campaigns.get(kujiId);
    if (!c) return;
    if (c.reading) {
      c.again = true;
      return;
    }
    c.reading = true;
    const wait = c.lastReadAt + this.minGapMs - performance.now();
    if (wait > 0) setTimeout(() => void this.read(kujiId, c), wait);
    else void this.read(kujiId, c);
  }

  private async read(kujiId: number, c: Campaign) {
    c.again = false;
    c.lastReadAt = performance.now();
    const read = ++c.reads;
    const locales = new Set([...c.watchers].map((w) => w.locale));
    let failed = false;
    await Promise.all(
      [...locales].map(async (locale) => {
        const board = await readBoard(this.options.db, kujiId, locale);
        if (!board) return;
        const text = boardEvent(board);
        for (const w of c.watchers) {
          if (w.locale !== locale) continue;
          if (!w.pending) this.send(w, text);
          else if (read > w.pending.since) w.pending.held = text;
        }
      }),
    ).catch((err: unknown) => {
      failed = true;
      const e = err as { message?: string; code?: string };
      this.options.log.error({ err: { message: e.message, code: e.code }, kujiId }, 'board read failed');
    });
    c.reading = false;
    if (c.watchers.size === 0) {
      if (this.campaigns.get(kujiId) === c) this.campaigns.delete(kujiId);
      return;
    }
    if (failed) setTimeout(() => this.changed(kujiId), READ_RETRY_MS).unref();
    else if (c.again) this.changed(kujiId);
  }
}
