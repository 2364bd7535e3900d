// The background jobs of one API instance (sweeps, senders, the outbox worker): each hands its stop here when it
// starts, and the API's close stops them all, waiting for a run in progress, before it closes the database.

/** Stops a job: no run starts after it is called, and it resolves once a run in progress has ended. */
export type StopJob = () => void | Promise<void>;

export class BackgroundJobs {
  readonly #stops: StopJob[] = [];
  #stopping: Promise<void> | undefined;

  /** Keeps a job's stop for `stopAll`; a job started once they are stopping is stopped at once. */
  add(stop: StopJob): void {
    if (this.#stopping) void Promise.resolve(stop());
    else this.#stops.push(stop);
  }

  /** Stops every job side by side; the same promise for every caller (the server's close and the API's). */
  stopAll(): Promise<void> {
    this.#stopping ??= Promise.all(this.#stops.map(async (stop) => stop())).then(() => {});
    return this.#stopping;
  }
}
