import type { Key, ReactNode } from 'react';
import { Skeleton } from '@shop/shared/ui';
import * as card from '../card/card.module.css';
import * as styles from './card-grid.module.css';

export interface CardGridProps<T> {
  /** undefined while loading: grey placeholders of the cards' size hold the space. */
  items: T[] | undefined;
  /** Accessible name of the list. */
  label: string;
  /** Product cards are square; theme and article cards carry a 16:9 picture and sit three to a row. */
  shape: 'square' | 'wide';
  /** The grid's test id (`<name>`, `<name>-skeleton`). */
  name: string;
  /** The grid's own columns and gaps. */
  className?: string;
  skeletonCount: number;
  itemKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
}

/** The responsive grid every catalogue list uses, with its loading skeleton. */
export function CardGrid<T>({ items, label, shape, name, className, skeletonCount, itemKey, renderItem }: CardGridProps<T>) {
  const gridClass = [styles.grid, shape === 'wide' && styles.wide, className].filter(Boolean).join(' ');
  if (!items) {
    return (
      <ul className={gridClass} aria-busy="true" aria-label={label} data-testid={`${name}-skeleton`}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          // Keys apart from the items' ids, so no placeholder is reused (and counted as shifted) for a card.
          <li key={`skeleton-${index}`} className={card.card}>
            {shape === 'wide' ? <Skeleton className={card.imageWide} /> : <Skeleton shape="square" />}
            <Skeleton shape="line" />
            <Skeleton shape="line" short />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={gridClass} aria-label={label} data-testid={name}>
      {items.map((item, index) => (
        <li key={itemKey(item)}>{renderItem(item, index)}</li>
      ))}
    </ul>
  );
}
