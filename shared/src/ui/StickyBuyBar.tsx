import type { ReactNode } from 'react';
import * as styles from './sticky-buy-bar.module.css';

export interface StickyBuyBarProps {
  /** The landmark's name ("Buy", "Place order"), in the page's language. */
  label: string;
  /** What the buttons cost (a price, a total): shown beside them while the bar is at the screen's bottom. */
  summary?: ReactNode;
  /** The width from which the actions stay in place: the page's own breakpoint for its side-by-side layout. */
  from?: 768 | 1024;
  /** Whether the bar sticks at all (a closed sale has nothing to press). */
  sticky?: boolean;
  /** The app's layout of its actions. */
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A page's own buying actions, held at the bottom of the screen below `from` px wide, so a shopper on a phone
 * always reaches them; in place (and without the summary) from there. The same buttons move, never a copy: one
 * handler, one element for tests and assistive technology. `data-buy-bar` gives the page room underneath
 * (base.css), so the bar never covers the end of the page.
 */
export function StickyBuyBar({ label, summary, from = 768, sticky = true, className, testId, children }: StickyBuyBarProps) {
  const bar = sticky ? (from === 768 ? `${styles.stuck} ${styles.belowMedium}` : styles.stuck) : undefined;
  return (
    <div role="region" aria-label={label} className={bar} data-buy-bar={sticky ? from : undefined} data-testid={testId}>
      {summary !== undefined && sticky && <div className={styles.summary}>{summary}</div>}
      <div className={className ? `${styles.actions} ${className}` : styles.actions}>{children}</div>
    </div>
  );
}
