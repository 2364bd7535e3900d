import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { StickyBuyBar } from './StickyBuyBar';
import * as styles from './order-summary-card.module.css';

export interface OrderSummaryCardProps {
  title: string;
  /** The amounts (an `AmountRows`). */
  children: ReactNode;
  /** Why the order cannot be placed as it stands, said above the button (an alert when it appears). */
  problem: string | null;
  /** The button that places the order, naming what is paid. */
  submitLabel: ReactNode;
  submitting: boolean;
  /** The small print under the button. */
  fine: string;
  /** The amounts are being priced again: the button waits for them. */
  pricing?: boolean;
  testId?: string;
  /**
   * Below 1024 px (the summary under the form) the problem and the button stay at the screen's bottom with
   * this total beside them, named by `label`; without it they stay in the card.
   */
  bar?: { label: string; total: ReactNode };
}

/**
 * The card beside a checkout (under it on small screens, sticky beside it from 1024 px): the amounts, why the order
 * cannot be placed yet, and the submit button of the checkout's form.
 */
export function OrderSummaryCard(props: OrderSummaryCardProps) {
  const { title, children, problem, submitLabel, submitting, fine, pricing = false, testId, bar } = props;
  const headingId = useId();
  const submitArea = (
    <>
      <p className={styles.problem} role="alert" data-testid="checkout-problem">
        {problem}
      </p>
      <Button type="submit" variant="primary" block busy={submitting || pricing} className={styles.submit}>
        {submitLabel}
      </Button>
    </>
  );
  return (
    <aside className={styles.summary} aria-labelledby={headingId} aria-busy={pricing} data-testid={testId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
      {bar ? (
        <StickyBuyBar label={bar.label} summary={bar.total} from={1024} className={styles.submitArea} testId="pay-bar">
          {submitArea}
        </StickyBuyBar>
      ) : (
        submitArea
      )}
      <p className={styles.fine}>{fine}</p>
    </aside>
  );
}
