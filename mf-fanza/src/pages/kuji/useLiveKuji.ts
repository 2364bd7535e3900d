import { useEffect, useState } from 'react';
import type { KujiDetail } from '@shop/shared/contract';
import { usePageData } from '@shop/shared/page-cache';
import { pollWhileVisible } from '@shop/shared/ui';
import { getKuji } from '../../api/kuji';
import { followKujiBoard, withBoard } from '../../api/kujiBoard';
import { kujiData } from './data';
import { boardSettled } from '../../lib/fairness';

/** How often the board is read again while the page is on screen, when it cannot be pushed. */
export const boardRefreshMs = 5000;

export interface LiveKuji {
  /** The campaign as last read; null when there is no such campaign; undefined while loading. */
  kuji: KujiDetail | null | undefined;
  error: unknown;
  reload: () => void;
}

/**
 * A campaign whose board stays live: read on arrival, then pushed by the API (the board stream) within a second of
 * every other shopper's draw while the tab is visible, and read afresh when the shopper comes back to it. Without
 * the stream (no EventSource, or it keeps failing) the campaign is read every few seconds instead. Following stops
 * once the box is revealed (every ticket drawn, or the campaign over): nothing on it changes after that.
 */
export function useLiveKuji(id: number | null): LiveKuji {
  const request = kujiData(id);
  const { data, error, reload } = usePageData(request.key, request.load);
  // A newer read of the campaign, tied to the load it refreshes: a new load (another campaign, a retry) starts over.
  const [fresh, setFresh] = useState<{ of: KujiDetail; kuji: KujiDetail }>();

  const settled = data ? boardSettled(data.fairness) : false;
  useEffect(() => {
    if (!data || settled) return;
    let latest = data;
    const show = (kuji: KujiDetail) => {
      latest = kuji;
      setFresh({ of: data, kuji });
    };
    const readAll = async () => {
      const next = (await getKuji(data.kuji_id, { noGlobalError: true })).data;
      show(next);
      return boardSettled(next.fairness);
    };
    let stopPolling: (() => void) | undefined;
    const stopStream = followKujiBoard(data.kuji_id, {
      board: (board) => {
        show(withBoard(latest, board));
        // The box is empty: the status and the fairness record (not on the board) change now; read them once.
        if (board.tickets_left === 0)
          readAll().then(
            (done) => done && stopStream(),
            () => {},
          );
      },
      giveUp: () => {
        stopPolling = pollWhileVisible(readAll, boardRefreshMs);
      },
    });
    return () => {
      stopStream();
      stopPolling?.();
    };
  }, [data, settled]);

  return { kuji: fresh && fresh.of === data ? fresh.kuji : data, error, reload };
}
