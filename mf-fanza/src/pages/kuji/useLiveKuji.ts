import { useEffect, useState } from 'react';
import type { KujiDetail } from '@shop/shared/contract';
import { usePageData } from '@shop/shared/page-cache';
import { pollWhileVisible } from '@shop/shared/ui';
import { getKuji } from '../../api/kuji';
import { kujiData } from './data';
import { boardSettled } from '../../lib/fairness';

/** How often the board is read again while the page is on screen. */
export const boardRefreshMs = 5000;

export interface LiveKuji {
  /** The campaign as last read; null when there is no such campaign; undefined while loading. */
  kuji: KujiDetail | null | undefined;
  error: unknown;
  reload: () => void;
}

/**
 * A campaign whose board stays live: read on arrival, then again every few seconds while the tab is visible and
 * at once when the shopper comes back to it, so the counts and chances follow other shoppers' draws. Reading
 * stops once the box is revealed (every ticket drawn, or the campaign over): nothing on it changes after that.
 */
export function useLiveKuji(id: number | null): LiveKuji {
  const request = kujiData(id);
  const { data, error, reload } = usePageData(request.key, request.load);
  // A newer read of the campaign, tied to the load it refreshes: a new load (another campaign, a retry) starts over.
  const [fresh, setFresh] = useState<{ of: KujiDetail; kuji: KujiDetail }>();

  const settled = data ? boardSettled(data.fairness) : false;
  useEffect(() => {
    if (!data || settled) return;
    return pollWhileVisible(async () => {
      const next = (await getKuji(data.kuji_id, { noGlobalError: true })).data;
      setFresh({ of: data, kuji: next });
      return boardSettled(next.fairness);
    }, boardRefreshMs);
  }, [data, settled]);

  return { kuji: fresh && fresh.of === data ? fresh.kuji : data, error, reload };
}
