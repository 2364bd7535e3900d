import * as styles from './verifier.module.css';

export type CheckOutcome = 'passed' | 'failed' | 'notRun';

export interface CheckRow {
  check: string;
  label: string;
  outcome: CheckOutcome;
  /** The outcome in words, with where it failed when it did. */
  note: string;
}

const marks: Record<CheckOutcome, string> = { passed: '✓', failed: '✗', notRun: '–' };

/** A verification's checks in the order a reader follows them, each marked passed, failed or not checked. */
export function CheckRows({ rows }: { rows: readonly CheckRow[] }) {
  return (
    <ol className={styles.checks}>
      {rows.map((row) => (
        <li key={row.check} className={styles.check} data-check={row.check} data-outcome={row.outcome}>
          <span className={styles.mark} data-outcome={row.outcome} aria-hidden="true">
            {marks[row.outcome]}
          </span>
          <span>
            <span className={styles.checkName}>{row.label}</span>
            <span className={styles.checkOutcome}>{row.note}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
