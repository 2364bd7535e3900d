import { Link } from 'react-router';
import type { ProductSummary } from '@shop/shared/contract';
import { track } from '@shop/shared/analytics';
import { AdultPicture, ShopImage } from '@shop/shared/ui';
import { Price } from '../price/Price';
import { ProductBadges } from './ProductBadges';
import * as styles from './product-card.module.css';

export interface ProductCardProps {
  product: ProductSummary;
  /** Position in the list, sent with select_item. */
  index: number;
  /** Analytics list name (`featured`, `category`, `search`…). */
  listName: string;
  /** The first row of a page is above the fold: its pictures load at once. */
  priority?: boolean;
}

/** A product in a list: picture (an adult one marked and blurred until the age gate is passed), name, price, marks. */
export function ProductCard({ product, index, listName, priority = false }: ProductCardProps) {
  return (
    <article
      className={styles.card}
      data-testid="product-card"
      data-product-id={product.product_id}
      data-adult={product.is_adult || undefined}
    >
      <Link
        to={`/product/${product.product_id}`}
        className={styles.link}
        onClick={() => track.selectItem(product, index, listName)}
      >
        <AdultPicture adult={product.is_adult}>
          <ShopImage className={styles.image} src={product.image} alt="" width={480} height={480} priority={priority} />
        </AdultPicture>
        <h3 className={styles.name}>{product.display_name}</h3>
      </Link>
      <Price item={product} />
      <ProductBadges product={product} />
    </article>
  );
}
