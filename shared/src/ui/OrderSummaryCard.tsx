import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import * as styles from './order-summary-card.module.css';

export interface OrderSummaryCardProps {
  title: string;
  /** The amounts (an `AmountRows`). */
  children: ReactNode;
  /** Why the order cannot be placed as it stands, said above the button (an alert when it appears). */
  problem: string | null;
  /** The button that places the order, naming what is paid. */
  submitLabel: string;
  submitting: boolean;
  /** The small print under the button. */
  fine: string;
  /** The amounts are being priced again: the button waits for them. */
  pricing?: boolean;
  testId?: string;
}

/**
 * The card beside a checkout (under it on small screens, sticky beside it from 1024 px): the amounts, why the order
 * cannot be placed yet, and the submit button of the checkout's form.
 */
export function OrderSummaryCard(props: OrderSummaryCardProps) {
  const { title, children, problem, submitLabel, submitting, fine, pricing = false, testId } = props;
  const headingId = useId();
  return (
    <aside className={styles.summary} aria-labelledby={headingId} aria-busy={pricing} data-testid={testId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
      <p className={styles.problem} role="alert" data-testid="checkout-problem">
        {problem}
      </p>
      <Button type="submit" variant="primary" block busy={submitting || pricing} className={styles.submit}>
        {submitLabel}
      </Button>
      <p className={styles.fine}>{fine}</p>
    </aside>
  );
}
