import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './page-title.module.css';

export interface PageTitleProps extends ComponentPropsWithoutRef<'h1'> {
  /** Larger from 1024 px: the title that opens a list or a content page. */
  large?: boolean;
  /** Smaller below 480 px, for titles long enough to wrap on a phone (a category, a search, a member page). */
  smallOnPhone?: boolean;
}

/** A page's one h1, in the shop's type scale; `className` adds the page's own layout. */
export function PageTitle({ large = false, smallOnPhone = false, className, children, ...h1 }: PageTitleProps) {
  const classes = [styles.title, large && styles.large, smallOnPhone && styles.smallOnPhone, className];
  return (
    <h1 className={classes.filter(Boolean).join(' ')} {...h1}>
      {children}
    </h1>
  );
}
