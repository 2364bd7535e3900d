import type { Database } from '../db/client';
import type { ErrorLog } from './every';

// A job a committed change tells of (NOTIFY on its channel) that must also run without being told: a NOTIFY lost
// with its connection, a retry come due, another process's crash. The invoice sender and the outbox worker.

/** Why a run starts: `notice`, a NOTIFY of its channel; `sweep`, the timer, the start, a listening connection back, a kick. */
export type Wake = 'notice' | 'sweep';

export interface NotifiedLoop {
  /** Runs the job again (a sweep): now, or once more after the run in progress. */
  kick(): void;
  /** No run starts after it is called; resolves once the listening and a run in progress have ended. */
  stop(): Promise<void>;
}

export interface NotifiedLoopOptions {
  listen: Database['listen'];
  channel: string;
  everyMs: number;
  /** The first run's wake (default a sweep): a notice when the caller did a sweep's own part just before. */
  firstWake?: Wake;
  /** One run; `signal` is aborted once the loop is stopping, for a job that goes batch after batch. */
  job: (wake: Wake, signal: AbortSignal) => Promise<unknown>;
  log: ErrorLog;
  /** What failed, in the log. */
  what: string;
}

/**
 * Runs `job` in this process, one run at a time, on each NOTIFY of `channel`, every `everyMs`, once at the start and on
 * `kick()`. A wake during a run runs it once more after it (failed or not), as a sweep if any of those wakes was
 * one; a failed run is logged as `what failed`. The timer does not keep the process alive.
 */
export async function startNotifiedLoop(o: NotifiedLoopOptions): Promise<NotifiedLoop> {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let again: Wake | undefined;
  const wake = (why: Wake) => {
    if (stopping.signal.aborted) return;
    if (running) {
      if (again !== 'sweep') again = why;
      return;
    }
    running = (async () => {
      for (let next: Wake | undefined = why; next && !stopping.signal.aborted; next = again) {
        again = undefined;
        // A failed run still takes the wakes that came during it: their changes are not the failed run's.
        await o.job(next, stopping.signal).catch((err: unknown) => o.log.error({ err }, `${o.what} failed`));
      }
    })().finally(() => {
      running = undefined;
      again = undefined;
    });
  };
  const unlisten = await o.listen(o.channel, { notice: () => wake('notice'), resumed: () => wake('sweep') });
  const timer = setInterval(() => wake('sweep'), o.everyMs);
  timer.unref();
  wake(o.firstWake ?? 'sweep');
  return {
    kick: () => wake('sweep'),
    stop: async () => {
      stopping.abort();
      clearInterval(timer);
      await unlisten();
      await running;
    },
  };
}
