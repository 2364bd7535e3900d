import type { KujiDetailBody, KujiDrawRecordBody, KujiList, KujiListQuery } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** GET kuji: a page of campaigns, live and upcoming first; `status` filters. */
export const getKujiList = (query: KujiListQuery = {}, options?: CallOptions) =>
  callApi<KujiList>({ method: 'GET', url: 'kuji', params: query }, options);

/** GET kuji/{id}: the campaign with its board, Last One, limits and fairness commitment. */
export const getKuji = (kujiId: number, options?: CallOptions) =>
  callApi<KujiDetailBody>({ method: 'GET', url: `kuji/${kujiId}` }, options);

/** GET kuji/{id}/draws (v2 campaigns): every paid order's place, round, signature and tickets, to re-derive each pick. */
export const getKujiDraws = (kujiId: number, options?: CallOptions) =>
  callApi<KujiDrawRecordBody>({ method: 'GET', url: `kuji/${kujiId}/draws` }, options);
