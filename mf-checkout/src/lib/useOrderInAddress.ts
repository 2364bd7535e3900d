import { useSearchParams } from 'react-router';
import { usePageData } from '@shop/shared/page-cache';
import { useLocale } from '@shop/shared/stores';
import { ApiError } from '@shop/shared/transport';
import { getOrder } from '../api/orders';
import { orderIdOf } from './resultLink';

/**
 * The order an address names (`?order_id=…[&token=…]`), read from the API: a member's own order, or the one a
 * visitor's mailed token opens. `unknown` when the address names none or the API does not show it to this reader.
 */
export function useOrderInAddress(page: string) {
  const [search] = useSearchParams();
  const orderId = orderIdOf(search);
  const token = search.get('token');
  // The API names places and products in the page's language: another language reads the record again.
  const locale = useLocale();
  const { data, error, reload } = usePageData(`${page}:${orderId}:${token}:${locale}`, () =>
    orderId === null
      ? Promise.reject(new ApiError(404, undefined, 'Not Found'))
      : getOrder(orderId, token ?? undefined, { noGlobalError: true }).then((body) => body.data),
  );
  const unknown = orderId === null || (error instanceof ApiError && error.status === 404);
  return { order: data, token, error, reload, unknown };
}
