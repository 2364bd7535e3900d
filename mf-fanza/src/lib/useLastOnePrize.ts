import { useEffect, useState } from 'react';
import { getKuji } from '../api/kuji';
import type { LastOnePrize } from '../components/draw-show/showTicket';

/**
 * The Last One prize's name and picture, read from the campaign when the order's tickets won it and the API did
 * not list it as a prize of its own. `whetherWonOrNot` reads the campaign in any case (the draw show: a request
 * made only for a winning order would tell what is under the tickets before they are opened). Nothing is said
 * when the campaign cannot be read: the ticket that won is highlighted anyway.
 */
export function useLastOnePrize(
  kujiId: number | undefined,
  prizes: readonly { tier: string; last_one: boolean }[] | undefined,
  { whetherWonOrNot = false }: { whetherWonOrNot?: boolean } = {},
): LastOnePrize | null {
  const [prize, setPrize] = useState<LastOnePrize | null>(null);
  const needed = Boolean(prizes?.some((p) => p.last_one) && !prizes.some((p) => p.tier === 'LAST'));
  const read = needed || whetherWonOrNot;
  useEffect(() => {
    if (!read || kujiId === undefined) return undefined;
    let current = true;
    getKuji(kujiId, { noGlobalError: true }).then(
      ({ data }) => {
        if (current && needed) setPrize({ name: data.last_one.name, image: data.last_one.image });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [read, needed, kujiId]);
  return prize;
}
