import type { KujiSummary } from '@shop/shared/contract';
import { Skeleton } from '@shop/shared/ui';
import { KujiCard } from './KujiCard';
import * as card from './kuji-card.module.css';
import * as styles from './kuji-grid.module.css';

/**
 * Cards whose pictures are fetched first (preloaded, high priority): the first row on a phone, two a row. The rest of
 * a wider screen's first row loads as soon as it is laid out; fetched up front too, their bytes would compete on a
 * phone's slow network with what the phone shows first (measured: mobile Lighthouse LCP on /fanza and the product list).
 */
const firstPictures = 2;

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
          <KujiCard kuji={kuji} priority={index < firstPictures} />
        </li>
      ))}
    </ul>
  );
}
