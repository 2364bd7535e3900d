import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './page-section.module.css';

export interface PageSectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'aria-labelledby'> {
  /** The section's h2, marked with the brand's bar. */
  heading: ReactNode;
  headingId: string;
}

/** A titled section of an item's or a help page (a description, the rules, a question), below what opens the page. */
export function PageSection({ heading, headingId, className, children, ...section }: PageSectionProps) {
  return (
    <section {...section} className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
