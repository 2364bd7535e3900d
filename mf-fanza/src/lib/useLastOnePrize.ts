import { useEffect, useState } from 'react';
import { getKuji } from '../api/kuji';
import type { LastOnePrize } from '../components/draw-show/showTicket';

/**
 * The Last One prize's name and picture, read from the campaign only when the order's tickets won it and the
 * API did not list it as a prize of its own. Nothing is said when the campaign cannot be read: the ticket that
 * won is highlighted anyway.
 */
export function useLastOnePrize(
  kujiId: number | undefined,
  prizes: readonly { tier: string; last_one: boolean }[] | undefined,
): LastOnePrize | null {
  const [prize, setPrize] = useState<LastOnePrize | null>(null);
  const needed = Boolean(prizes?.some((p) => p.last_one) && !prizes.some((p) => p.tier === 'LAST'));
  useEffect(() => {
    if (!needed || kujiId === undefined) return undefined;
    let current = true;
    getKuji(kujiId, { noGlobalError: true }).then(
      ({ data }) => {
        if (current) setPrize({ name: data.last_one.name, image: data.last_one.image });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, kujiId]);
  return prize;
}
