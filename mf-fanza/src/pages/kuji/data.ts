import type { KujiDetail } from '@shop/shared/contract';
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

/** What the route starts with the page's code. */
export const kujiRouteData = ({ params }: PageAddress) => [kujiData(idFrom(params.kujiId))];
