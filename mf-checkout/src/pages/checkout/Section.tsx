import { useId, type ReactNode } from 'react';
import * as styles from './checkout.module.css';

interface SectionProps {
  title: string;
  /** A link or note beside the title. */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One step of the checkout: a titled card. */
export function Section({ title, aside, children, testId }: SectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={testId}>
      <header className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {aside}
      </header>
      {children}
    </section>
  );
}
