/**
 * Whether the navigation under way came from the browser's back or forward button. A loader is not told (React
 * Router passes it the request only), so the shell notes each `popstate` ahead of the router's own listener and
 * forgets it once the navigation settled.
 */
let popping = false;

export function historyPop(): boolean {
  return popping;
}

/** Call before the router listens to the history; call `settled` when a navigation ends. */
export function followHistoryPops(): { settled(): void } {
  window.addEventListener('popstate', () => {
    popping = true;
  });
  return {
    settled() {
      popping = false;
    },
  };
}
