export interface StreamFollower<T> {
  /** Each event's data, parsed from JSON. */
  data(value: T): void;
  /** No EventSource here, or the stream failed again and again: the caller reads by itself instead. */
  giveUp(): void;
}

export interface StreamOptions {
  /**
   * What a hidden tab does: `close` the stream (a campaign's board: nobody looks) and open it again when shown, or
   * `keep` it (a waiting room's place: the shopper waits in another tab), opening it again when shown only if a phone
   * dropped it meanwhile.
   */
  hidden: 'close' | 'keep';
  /** Failures in a row, with no event in between, after which the stream is given up. */
  attempts?: number;
  /** How long after a refused stream (429, 503: no stream at all) it is opened again. */
  retryMs?: number;
}

/**
 * Follows a Server-Sent Events stream of the shop's own origin: `event` named events, JSON data. The browser
 * reconnects by itself after a dropped stream (the server's `retry`); a refused one is opened again after
 * `retryMs`; `attempts` failures in a row give it up. Returns what stops it.
 */
export function followEventStream<T>(
  url: string,
  event: string,
  to: StreamFollower<T>,
  { hidden, attempts = 3, retryMs = 3000 }: StreamOptions,
): () => void {
  if (typeof EventSource === 'undefined') {
    to.giveUp();
    return () => {};
  }
  let source: EventSource | undefined;
  let failures = 0;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    source?.close();
    source = undefined;
  };
  const open = () => {
    if (stopped || source || (hidden === 'close' && document.visibilityState !== 'visible')) return;
    const s = new EventSource(url);
    source = s;
    s.addEventListener(event, (e) => {
      failures = 0;
      to.data(JSON.parse((e as MessageEvent<string>).data) as T);
    });
    s.addEventListener('error', () => {
      if (++failures < attempts && s.readyState !== EventSource.CLOSED) return;
      close();
      if (failures < attempts) {
        retry = setTimeout(open, retryMs);
        return;
      }
      stop();
      to.giveUp();
    });
  };
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') {
      if (hidden === 'close') close();
      return;
    }
    if (source?.readyState === EventSource.CLOSED) close();
    open();
  };
  const stop = () => {
    stopped = true;
    clearTimeout(retry);
    close();
    document.removeEventListener('visibilitychange', onVisibility);
  };
  document.addEventListener('visibilitychange', onVisibility);
  open();
  return stop;
}
