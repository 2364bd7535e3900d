import { useEffect, useState } from 'react';
import type { KujiDrawRecord } from '@shop/shared/contract';
import { pollWhileVisible } from '@shop/shared/ui';
import { getKujiDraws } from '../../api/kuji';

/** How often the record is read again while an order waits for its round (quicknet signs one every 3 s). */
export const waitingRefreshMs = 3000;

export interface DrawHistoryState {
  /** The record as last read for this campaign; undefined before the first answer. */
  record: KujiDrawRecord | undefined;
  failed: boolean;
  retry: () => void;
}

/**
 * A v2 campaign's published draws (GET kuji/{id}/draws), read again whenever `version` changes (the board moved:
 * an order was paid or picked) and, while an order waits for its round, every few seconds on a visible tab until
 * none waits. The last record stays on screen while a newer one loads.
 */
export function useDrawHistory(kujiId: number, version: string): DrawHistoryState {
  const [read, setRead] = useState<{ kujiId: number; record?: KujiDrawRecord; failed: boolean }>({ kujiId, failed: false });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    let stopPolling: (() => void) | undefined;
    const load = async (): Promise<boolean> => {
      const { data } = await getKujiDraws(kujiId, { noGlobalError: true });
      if (!live) return true;
      setRead({ kujiId, record: data, failed: false });
      return !data.draws.some((draw) => draw.signature === null);
    };
    load().then(
      (settled) => {
        if (!settled && live) stopPolling = pollWhileVisible(load, waitingRefreshMs);
      },
      () => {
        if (live) setRead((last) => (last.kujiId === kujiId ? { ...last, failed: true } : { kujiId, failed: true }));
      },
    );
    return () => {
      live = false;
      stopPolling?.();
    };
  }, [kujiId, version, attempt]);

  const current = read.kujiId === kujiId ? read : { record: undefined, failed: false };
  return { record: current.record, failed: current.failed, retry: () => setAttempt((n) => n + 1) };
}
