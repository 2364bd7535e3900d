import type { KujiBoard, KujiDetail, kujiBoardEvent } from '@shop/shared/contract';
import { $locale, localeTags } from '@shop/shared/stores';
import { apiBaseUrl } from '@shop/shared/transport';

/** The stream's event name (the contract's `kujiBoardEvent`, whose module the browser imports for types only). */
const boardEvent: typeof kujiBoardEvent = 'board';

/** Failures in a row, with no board in between, after which the stream is given up for polling. */
export const boardStreamAttempts = 3;

export interface BoardFollower {
  /** Each board as it is on connect and after every change. */
  board(board: KujiBoard): void;
  /** No EventSource here, or the stream failed again and again: the caller reads the campaign by itself instead. */
  giveUp(): void;
}

/**
 * Follows a campaign's live board (GET kuji/{kuji_id}/board, Server-Sent Events, through the shop's own origin)
 * while the page is visible: closed when it is hidden, opened again when it comes back (the first event is then the
 * board as it is). Returns what stops it.
 */
export function followKujiBoard(kujiId: number, to: BoardFollower): () => void {
  if (typeof EventSource === 'undefined') {
    to.giveUp();
    return () => {};
  }
  let source: EventSource | undefined;
  let failures = 0;
  let stopped = false;
  const url = `${apiBaseUrl}/kuji/${kujiId}/board?locale=${encodeURIComponent(localeTags[$locale.get()])}`;

  const close = () => {
    source?.close();
    source = undefined;
  };
  const open = () => {
    if (stopped || source || document.visibilityState !== 'visible') return;
    const s = new EventSource(url);
    source = s;
    s.addEventListener(boardEvent, (e) => {
      failures = 0;
      to.board(JSON.parse((e as MessageEvent<string>).data) as KujiBoard);
    });
    // The browser reconnects by itself (the server's `retry`) unless the answer was not a stream (429, 503, 404).
    s.addEventListener('error', () => {
      if (++failures < boardStreamAttempts && s.readyState !== EventSource.CLOSED) return;
      if (failures < boardStreamAttempts) {
        close();
        setTimeout(open, 3000);
        return;
      }
      stop();
      to.giveUp();
    });
  };
  const onVisibility = () => (document.visibilityState === 'visible' ? open() : close());
  const stop = () => {
    stopped = true;
    close();
    document.removeEventListener('visibilitychange', onVisibility);
  };
  document.addEventListener('visibilitychange', onVisibility);
  open();
  return stop;
}

/** The campaign with a newer board: what is left, each tier, and whether the Last One is won. */
export const withBoard = (kuji: KujiDetail, board: KujiBoard): KujiDetail => ({
  ...kuji,
  tickets_left: board.tickets_left,
  tiers: board.tiers,
  last_one: { ...kuji.last_one, won: board.last_one_won },
});
