import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './visually-hidden.module.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element: a span by default; a heading where the page needs one that the design does not show. */
  as?: 'span' | 'h1' | 'h2' | 'label';
  /** For `as="label"`. */
  htmlFor?: string;
  children: ReactNode;
}

/** Text for screen readers only: a field's label beside an icon, a heading the layout makes obvious to the eye. */
export function VisuallyHidden({ as: Element = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Element {...rest} className={className ? `${styles.visuallyHidden} ${className}` : styles.visuallyHidden} />;
}
