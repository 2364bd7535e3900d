import { useParams } from 'react-router';
import { ApiError } from '@shop/shared/transport';
import { selectOnly } from '@shop/shared/cart';
import { WaitingRoom, WaitingRoomSkeleton } from '@shop/shared/drop';
import { usePageData } from '@shop/shared/page-cache';
import { ErrorState, useAdultContent } from '@shop/shared/ui';
import { parseId } from '../../lib/paging';
import { ProductNotFound } from '../product/ProductNotFound';
import { productData } from '../product/data';

/**
 * /product/:productId/waiting — a product drop's waiting room (visitors too: their place is kept by this browser).
 * Admitted, Buy now goes to the checkout with one of the product, as the product page's Buy now does for a visitor
 * (the checkout sends the admission); a design sold in sizes is bought on its size's page, so that page it is.
 */
export default function ProductWaitingPage() {
  const { productId = '' } = useParams();
  const id = parseId(productId);
  const request = productData(productId);
  const { data, error, reload } = usePageData(request.key, request.load);
  const product = data?.data.product_id === id ? data?.data : undefined;
  useAdultContent(product?.is_adult ?? false);

  if (id === null || (error instanceof ApiError && error.status === 404)) return <ProductNotFound />;
  if (error) return <ErrorState onRetry={reload} />;
  if (!product) return <WaitingRoomSkeleton />;
  const inSizes = product.variants.length > 0 && product.variant_label === null;
  return (
    <WaitingRoom
      kind="product"
      targetId={id}
      item={{ title: product.display_name, image: product.image }}
      itemPath={`/product/${id}`}
      buy={inSizes ? undefined : { to: '/checkout', choose: () => selectOnly({ product_id: id, amount: 1 }) }}
    />
  );
}
