import type { ProductSummary } from '@shop/shared/contract';
import { CardGrid } from '../card-grid/CardGrid';
import { ProductCard } from './ProductCard';
import * as styles from './product-grid.module.css';

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
  return (
    <CardGrid
      items={products}
      label={label}
      shape="square"
      name="product-grid"
      className={styles.grid}
      skeletonCount={skeletonCount}
      itemKey={(product) => product.product_id}
      renderItem={(product, index) => (
        <ProductCard product={product} index={indexOffset + index} listName={listName} priority={index < priorityCount} />
      )}
    />
  );
}
