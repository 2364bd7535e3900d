/** A logger's error method, as Fastify's `app.log` has it. */
export interface ErrorLog {
  error(obj: object, msg: string): void;
}

/**
 * Runs `job` every `everyMs` in this process, never two runs at once (a run still going skips the tick), each failure
 * logged as `what failed`; the timer does not keep the process alive. Returns the function that stops it.
 */
export function repeatEvery(everyMs: number, job: () => Promise<unknown>, log: ErrorLog, what: string): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch((err: unknown) => log.error({ err }, `${what} failed`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
