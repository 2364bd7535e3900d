import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import * as styles from './filter-chips.module.css';

export interface FilterChipsProps<V extends string> {
  /** The navigation landmark's name ("Availability", "Campaign status"). */
  label: string;
  filters: readonly V[];
  current: V;
  text: (filter: V) => string;
  /** The list's address under `filter` (the filter in the URL query, so back and a shared link keep it). */
  hrefFor: (filter: V) => To;
  /** What stands at the row's other end (the list's count, its sort). */
  beside?: ReactNode;
}

/** A list's filters as rounded links; the one in force is marked `aria-current`. The page keeps its scroll. */
export function FilterChips<V extends string>({ label, filters, current, text, hrefFor, beside }: FilterChipsProps<V>) {
  return (
    <div className={styles.toolbar}>
      <nav aria-label={label}>
        <ul className={styles.chips}>
          {filters.map((filter) => (
            <li key={filter}>
              <Link
                className={styles.chip}
                to={hrefFor(filter)}
                preventScrollReset
                aria-current={current === filter ? 'true' : undefined}
              >
                {text(filter)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {beside}
    </div>
  );
}
