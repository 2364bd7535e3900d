import type { ProductSummary } from '@shop/shared/contract';
import { ProductCard } from './ProductCard';

/** How many cards a skeleton grid shows: two rows on the widest layout. */
const skeletonCount = 8;

interface ProductGridProps {
  products: ProductSummary[] | undefined;
  listName: string;
  /** Cards in the first row load their pictures eagerly. */
  priorityCount?: number;
  /** Accessible name of the list. */
  label: string;
  /** Position of the first card in the whole list (page 3 of a list starts further on), for select_item. */
  indexOffset?: number;
}

/** A responsive grid of product cards; while `products` is undefined, grey placeholders of the same size. */
export function ProductGrid({ products, listName, priorityCount = 0, label, indexOffset = 0 }: ProductGridProps) {
  if (!products) {
    return (
      <ul className="catalog-card-grid product-grid" aria-busy="true" aria-label={label} data-testid="product-grid-skeleton">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={`skeleton-${index}`} className="catalog-card product-card product-card-skeleton">
            <div className="skeleton skeleton-square" />
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line skeleton-short" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="catalog-card-grid product-grid" aria-label={label} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.product_id}>
          <ProductCard product={product} index={indexOffset + index} listName={listName} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
