import { Skeleton } from '@shop/shared/ui';
import * as styles from './list-skeleton.module.css';

/**
 * A list of cards while it loads: `rows` grey cards of the cards' height, so the page does not jump when they
 * arrive. The region says it is loading (`aria-busy`, `label` read once).
 */
export function ListSkeleton({ rows, label, tall = false }: { rows: number; label: string; tall?: boolean }) {
  return (
    <div className={styles.list} aria-busy="true" aria-label={label} role="status" data-testid="list-loading">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={tall ? `${styles.card} ${styles.tall}` : styles.card}>
          <Skeleton shape="line" short />
          <Skeleton className={styles.block} />
          <Skeleton shape="line" />
        </div>
      ))}
    </div>
  );
}
