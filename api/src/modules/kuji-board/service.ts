import { kujiBoardEvent, type KujiBoard } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { sseEvent } from '../../platform/event-stream';
import type { Locale } from '../../platform/locale';
import { kujiDetail } from '../kuji/service';

// A campaign's live board: the part of its page that moves with every sale, read exactly as GET kuji/{kuji_id}
// reads it, and written as one Server-Sent Event.

/** Where the database tells every process that a campaign's board changed (payload: its id; migration 0016). */
export const boardChannel = 'kuji_board';

/** The board of the campaign page in `locale`, or undefined when there is no such campaign. */
export async function readBoard(db: Db, kujiId: number, locale: Locale): Promise<KujiBoard | undefined> {
  const detail = await kujiDetail(db, kujiId, locale);
  if (!detail) return undefined;
  return {
    kuji_id: detail.kuji_id,
    tickets_left: detail.tickets_left,
    tiers: detail.tiers,
    last_one_won: detail.last_one.won,
  };
}

/** One `board` event: written once, then to every stream of the campaign in its language. */
export const boardEvent = (board: KujiBoard) => sseEvent(kujiBoardEvent, board);
