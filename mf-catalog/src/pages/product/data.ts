import { itemAndDropData } from '@shop/shared/drop';
import type { PageDataRequest } from '@shop/shared/page-cache';
import type { PageAddress } from '@shop/shared/routing';
import { ApiError } from '@shop/shared/transport';
import { getProduct } from '../../api/products';
import { parseId } from '../../lib/paging';

/** `/product/:productId`: the product; an id that is none fails as the API's 404 would. */
export function productData(productId: string) {
  const id = parseId(productId);
  return {
    key: `product:${productId}`,
    load: async () => {
      if (id === null) throw new ApiError(404, undefined, 'Not Found');
      return getProduct(id, { noGlobalError: true });
    },
  } satisfies PageDataRequest;
}

/**
 * What the route starts with the page's code: the product, and its drop if the product's read says it sells through
 * a waiting room (one read serves both: the drop's request waits for it).
 */
export function productRouteData({ params }: PageAddress) {
  return itemAndDropData(productData(params.productId ?? ''), 'product', parseId(params.productId), (read) => read.data.drop);
}

/** `/product/:productId/waiting`: the product's name and picture (the waiting room reads its drop and place itself). */
export const productWaitingRouteData = ({ params }: PageAddress) => [productData(params.productId ?? '')];
