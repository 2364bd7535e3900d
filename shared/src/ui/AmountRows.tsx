import type { ReactNode } from 'react';
import * as styles from './amount-rows.module.css';

export interface AmountRow {
  label: ReactNode;
  /** Already formatted: "NT$1,200", "−NT$100", "Free". */
  amount: ReactNode;
  testId?: string;
}

export interface AmountRowsProps {
  /** The lines that add up to the total; `false` leaves a line out (no coupon, no discount). */
  rows: readonly (AmountRow | false | null | undefined)[];
  total: AmountRow;
  className?: string;
  testId?: string;
}

/** What an order costs, line by line, with the total in bold under a rule: the checkout's summary and a record. */
export function AmountRows({ rows, total, className, testId }: AmountRowsProps) {
  return (
    <dl className={className ? `${styles.amounts} ${className}` : styles.amounts} data-testid={testId}>
      {rows.map(
        (row, index) =>
          row && (
            <div key={index} className={styles.row}>
              <dt>{row.label}</dt>
              <dd className={styles.amount} data-testid={row.testId}>
                {row.amount}
              </dd>
            </div>
          ),
      )}
      <div className={`${styles.row} ${styles.totalRow}`}>
        <dt>{total.label}</dt>
        <dd className={`${styles.amount} ${styles.total}`} data-testid={total.testId}>
          {total.amount}
        </dd>
      </div>
    </dl>
  );
}
