/**
 * Calls `check` every `intervalMs` while the page is visible: a hidden tab asks nothing (the shopper is on the
 * phone paying, and a background tab should not load the API), and the first look when it is visible again is
 * at once. `check` answering true means done: polling stops. Returns the function that stops it.
 */
export function pollWhileVisible(check: () => Promise<boolean>, intervalMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    if (!stopped && document.visibilityState === 'visible') timer = setTimeout(tick, delay);
  };
  const tick = async () => {
    if (stopped || running) return;
    running = true;
    let done = false;
    try {
      done = await check();
    } catch {
      // A failed look (network, timeout) is followed by the next one.
    } finally {
      running = false;
    }
    if (done) stop();
    else schedule(intervalMs);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') schedule(0);
    else clearTimeout(timer);
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };

  document.addEventListener('visibilitychange', onVisibility);
  schedule(intervalMs);
  return stop;
}
