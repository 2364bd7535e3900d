import { useId, type ReactNode } from 'react';
import * as styles from './card-section.module.css';

export interface CardSectionProps {
  title: string;
  /** A link or note beside the title. */
  aside?: ReactNode;
  /** A record's block (tighter) rather than a checkout step. */
  compact?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A titled card on the page's background: a step of a checkout, a block of an order record. */
export function CardSection({ title, aside, compact = false, testId, children }: CardSectionProps) {
  const headingId = useId();
  return (
    <section
      className={compact ? `${styles.section} ${styles.compact}` : styles.section}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {aside}
      </header>
      {children}
    </section>
  );
}
