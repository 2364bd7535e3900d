import { GalleryBeside, GallerySkeleton, Skeleton } from '@shop/shared/ui';
import { BreadcrumbSkeleton } from './Breadcrumb';
import * as styles from './product-skeleton.module.css';

/** The product page's layout in grey while the product loads. */
export function ProductSkeleton() {
  return (
    <div aria-busy="true" data-testid="product-skeleton">
      <BreadcrumbSkeleton />
      <GalleryBeside gallery={<GallerySkeleton />}>
        <Skeleton shape="line" className={styles.name} />
        <Skeleton shape="line" short />
        <Skeleton shape="line" className={styles.price} />
        <Skeleton shape="line" short />
        <Skeleton className={styles.purchase} />
      </GalleryBeside>
    </div>
  );
}
