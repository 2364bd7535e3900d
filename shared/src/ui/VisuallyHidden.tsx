import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './visually-hidden.module.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element: a span by default; a heading where the page needs one that the design does not show. */
  as?: 'span' | 'h1' | 'h2' | 'label' | 'legend';
  /** For `as="label"`. */
  htmlFor?: string;
  /** Shown from the large breakpoint (1024 px) on: for text that a narrower layout already shows elsewhere. */
  until?: 'large';
  children: ReactNode;
}

/** Text for screen readers only: a field's label beside an icon, a heading the layout makes obvious to the eye. */
export function VisuallyHidden({ as: Element = 'span', until, className, ...rest }: VisuallyHiddenProps) {
  const classes = [styles.visuallyHidden, until === 'large' && styles.untilLarge, className].filter(Boolean).join(' ');
  return <Element {...rest} className={classes} />;
}
