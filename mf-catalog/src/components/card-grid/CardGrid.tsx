import type { Key, ReactNode } from 'react';

export interface CardGridProps<T> {
  /** undefined while loading: grey placeholders of the cards' size hold the space. */
  items: T[] | undefined;
  /** Accessible name of the list. */
  label: string;
  /** Product cards are square; theme and article cards carry a 16:9 picture and sit three to a row. */
  shape: 'square' | 'wide';
  /** The grid's own name: its class, its test id (`<name>`, `<name>-skeleton`) and the cards' class (`<card>`). */
  name: string;
  card: string;
  skeletonCount: number;
  itemKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
}

/** The responsive grid every catalogue list uses, with its loading skeleton. */
export function CardGrid<T>({ items, label, shape, name, card, skeletonCount, itemKey, renderItem }: CardGridProps<T>) {
  const gridClass = `catalog-card-grid${shape === 'wide' ? ' catalog-card-grid-wide' : ''} ${name}`;
  if (!items) {
    const picture = shape === 'wide' ? 'catalog-image-frame catalog-image-frame-wide' : 'skeleton-square';
    return (
      <ul className={gridClass} aria-busy="true" aria-label={label} data-testid={`${name}-skeleton`}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          // Keys apart from the items' ids, so no placeholder is reused (and counted as shifted) for a card.
          <li key={`skeleton-${index}`} className={`catalog-card ${card} ${card}-skeleton`}>
            <div className={`skeleton ${picture}`} />
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line skeleton-short" />
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
