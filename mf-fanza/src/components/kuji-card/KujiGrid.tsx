import type { KujiSummary } from '@shop/shared/contract';
import { Skeleton } from '@shop/shared/ui';
import { KujiCard } from './KujiCard';
import * as card from './kuji-card.module.css';
import * as styles from './kuji-grid.module.css';

/** Cards in the first row of the widest layout: their pictures are above the fold. */
const aboveTheFold = 4;

interface KujiGridProps {
  /** undefined while loading: placeholders of the cards' size hold the space. */
  campaigns: KujiSummary[] | undefined;
  /** Accessible name of the list. */
  label: string;
  /** How many placeholders while loading (a page's worth). */
  skeletonCount: number;
}

/** Campaign cards, two a row on a phone up to four on a desktop. */
export function KujiGrid({ campaigns, label, skeletonCount }: KujiGridProps) {
  if (!campaigns) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={label} data-testid="kuji-grid-skeleton">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={index} className={card.card}>
            <Skeleton shape="square" />
            <Skeleton shape="line" />
            <Skeleton shape="line" short />
            <Skeleton shape="line" short />
            <Skeleton className={styles.meterSkeleton} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label} data-testid="kuji-grid">
      {campaigns.map((kuji, index) => (
        <li key={kuji.kuji_id}>
          <KujiCard kuji={kuji} priority={index < aboveTheFold} />
        </li>
      ))}
    </ul>
  );
}
