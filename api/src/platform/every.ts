/** A logger's error method, as Fastify's `app.log` has it. */
export interface ErrorLog {
  error(obj: object, msg: string): void;
}

/**
 * Runs `job` every `everyMs` in this process, never two runs at once (a run still going skips the tick), each failure
 * logged as `what failed`; the timer does not keep the process alive. Returns the function that stops it: it resolves
 * once a run in progress has ended, so nothing of the job touches the database after it.
 */
export function repeatEvery(everyMs: number, job: () => Promise<unknown>, log: ErrorLog, what: string): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= job()
      .then(
        () => {},
        (err: unknown) => log.error({ err }, `${what} failed`),
      )
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
