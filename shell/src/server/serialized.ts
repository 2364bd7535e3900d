let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` after every task queued before it has settled: one render at a time per process, because each
 * render sets the process's one set of stores and i18next language for its shopper.
 */
export function serialized<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}
