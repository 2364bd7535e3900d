import type { HTMLAttributes, ReactNode } from 'react';
import { PageTitle } from './PageTitle';
import * as styles from './record-page.module.css';

export interface RecordPageProps extends HTMLAttributes<HTMLDivElement> {
  title: string;
  /** The order's number with its label ("Order number"), beside its status; left out while the record loads. */
  number?: { label: string; value: ReactNode };
  /** The status pill (a `StatusPill`). */
  status?: ReactNode;
}

/** An order's record page (a shop order, a kuji order): the title, the order number and its status, then its blocks. */
export function RecordPage({ title, number, status, children, className, ...rest }: RecordPageProps) {
  return (
    <div {...rest} className={className ? `${styles.page} ${className}` : styles.page}>
      <PageTitle>{title}</PageTitle>
      {number && (
        <div className={styles.head}>
          <p className={styles.number}>
            {number.label}{' '}
            <strong className={styles.numberValue} data-testid="order-number">
              {number.value}
            </strong>
          </p>
          {status}
        </div>
      )}
      {children}
    </div>
  );
}

/** How far along an order is, as a colour: a payment or step awaited, on its way, done, or no longer going. */
export type StatusTone = 'awaiting' | 'moving' | 'done' | 'off';

/** An order's status as a pill; `status` is the API's own value, kept on the element for tests. */
export function StatusPill({ tone, status, children }: { tone: StatusTone; status: string; children: ReactNode }) {
  return (
    <span className={`${styles.status} ${styles[tone]}`} data-status={status} data-testid="order-status">
      {children}
    </span>
  );
}

/** The box of an unpaid order: until when it can be paid, and the way to pay it. */
export function PaymentDue({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className={styles.due} data-testid="order-unpaid">
      <p className={styles.dueMessage}>{message}</p>
      {children}
    </div>
  );
}
