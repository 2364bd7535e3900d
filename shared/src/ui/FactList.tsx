import type { ReactNode } from 'react';
import * as styles from './fact-list.module.css';

/**
 * A record's facts as a definition list of `<dt>`/`<dd>` children (a fragment may wrap a pair that shows only
 * sometimes): each label in the narrow column, its value beside it.
 */
export function FactList({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <dl className={styles.facts} data-testid={testId}>
      {children}
    </dl>
  );
}
