import { GalleryBeside, GallerySkeleton, Skeleton } from '@shop/shared/ui';
import * as styles from './kuji-page.module.css';

/** The campaign page's layout in grey while it loads. */
export function KujiSkeleton() {
  return (
    <div aria-busy="true" data-testid="kuji-skeleton" className={styles.loading}>
      <Skeleton shape="line" short className={styles.breadcrumbSkeleton} />
      <GalleryBeside gallery={<GallerySkeleton />}>
        <Skeleton shape="line" className={styles.titleSkeleton} />
        <Skeleton shape="line" short />
        <Skeleton shape="line" short />
        <Skeleton className={styles.buySkeleton} />
      </GalleryBeside>
    </div>
  );
}
