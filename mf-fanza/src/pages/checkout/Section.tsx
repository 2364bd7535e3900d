import { useId, type ReactNode } from 'react';
import * as styles from './checkout.module.css';

/** One step of the kuji checkout: a titled card, as on the shop's checkout. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
