import type { KujiDetailBody, KujiList, KujiListQuery } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** GET kuji: a page of campaigns, live and upcoming first; `status` filters. */
export const getKujiList = (query: KujiListQuery = {}, options?: CallOptions) =>
  callApi<KujiList>({ method: 'GET', url: 'kuji', params: query }, options);

/** GET kuji/{id}: the campaign with its board, Last One, limits and fairness commitment. */
export const getKuji = (kujiId: number, options?: CallOptions) =>
  callApi<KujiDetailBody>({ method: 'GET', url: `kuji/${kujiId}` }, options);
