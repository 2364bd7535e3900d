import type { KujiBoard, KujiDetail, kujiBoardEvent } from '@shop/shared/contract';
import { $locale, localeTags } from '@shop/shared/stores';
import { apiBaseUrl } from '@shop/shared/transport';
import { followEventStream } from '@shop/shared/ui';

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
  const url = `${apiBaseUrl}/kuji/${kujiId}/board?locale=${encodeURIComponent(localeTags[$locale.get()])}`;
  return followEventStream<KujiBoard>(
    url,
    boardEvent,
    { data: to.board, giveUp: to.giveUp },
    {
      hidden: 'close',
      attempts: boardStreamAttempts,
    },
  );
}

/** The campaign with a newer board: what is left, each tier, and whether the Last One is won. */
export const withBoard = (kuji: KujiDetail, board: KujiBoard): KujiDetail => ({
  ...kuji,
  tickets_left: board.tickets_left,
  tiers: board.tiers,
  last_one: { ...kuji.last_one, won: board.last_one_won },
});
