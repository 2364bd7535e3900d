/**
 * Ends the current task: what follows runs in a new one, after the browser has had the chance to paint and to answer
 * input. `scheduler.yield()` where the browser has it (the continuation goes before other queued tasks), else a
 * zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
