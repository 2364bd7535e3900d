import { useSearchParams } from 'react-router';
import { usePageData } from '@shop/shared/page-cache';
import { ApiError } from '@shop/shared/transport';
import { orderIdIn } from './orderLinks';

/**
 * What a page shows of the kuji order its address names (`?order=…`), read from the API: the member's own order
 * only. `unknown` when the address names none or the API does not show it to this member (another member's
 * order is not found, like one that does not exist).
 */
export function useKujiOrderInAddress<T>(page: string, load: (orderId: number) => Promise<T>) {
  const [search] = useSearchParams();
  const orderId = orderIdIn(search);
  const { data, error, reload } = usePageData(`${page}:${orderId}`, () =>
    orderId === null ? Promise.reject(new ApiError(404, undefined, 'Not Found')) : load(orderId),
  );
  const unknown = orderId === null || (error instanceof ApiError && error.status === 404);
  return { orderId, data, error: unknown ? null : error, reload, unknown };
}
