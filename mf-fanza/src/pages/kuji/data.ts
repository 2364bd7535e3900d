import type { KujiDetail } from '@shop/shared/contract';
import { itemAndDropData } from '@shop/shared/drop';
import type { PageDataRequest } from '@shop/shared/page-cache';
import type { PageAddress } from '@shop/shared/routing';
import { ApiError } from '@shop/shared/transport';
import { getKuji } from '../../api/kuji';
import { idFrom } from '../../lib/ids';

/** A campaign, or null for one that does not exist (an id that is no campaign, or the API's 404). */
async function loadKuji(id: number | null): Promise<KujiDetail | null> {
  if (id === null) return null;
  try {
    return (await getKuji(id, { noGlobalError: true })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `/fanza/:kujiId`: the campaign as it is on arrival (the page then keeps its board live). */
export const kujiData = (id: number | null) => ({ key: `kuji:${id}`, load: () => loadKuji(id) }) satisfies PageDataRequest;

/**
 * What the route starts with the page's code: the campaign, and its drop if the campaign's read says it sells through
 * a waiting room (one read serves both: the drop's request waits for it).
 */
export const kujiRouteData = ({ params }: PageAddress) => {
  const id = idFrom(params.kujiId);
  return itemAndDropData(kujiData(id), 'kuji', id, (read) => read?.drop ?? null);
};

/** `/fanza/:kujiId/waiting`: the campaign's name and picture (the waiting room reads its drop and place itself). */
export const kujiWaitingRouteData = ({ params }: PageAddress) => [kujiData(idFrom(params.kujiId))];
