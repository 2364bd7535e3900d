import * as styles from './skeleton.module.css';

export interface SkeletonProps {
  /**
   * `block` takes its size from `className` (the caller's box of the final content), `square` is as tall as
   * it is wide, `line` is one line of text.
   */
  shape?: 'block' | 'square' | 'line';
  /** A shorter line, like the last line of a paragraph. */
  short?: boolean;
  className?: string;
}

/**
 * A grey placeholder the size of what is loading, so nothing moves when it arrives. Decorative: the region
 * that is loading says so with `aria-busy`.
 */
export function Skeleton({ shape = 'block', short = false, className }: SkeletonProps) {
  const classes = [styles.skeleton, shape !== 'block' && styles[shape], short && styles.short, className]
    .filter(Boolean)
    .join(' ');
  return <div className={classes} aria-hidden="true" />;
}
